import type { ChavePaginaDocumentos } from '@/domain/documentos-clientes'

/**
 * Demo content of the five download pages and the customers' one (spec 3 §7). Each document is a small PDF the
 * seed generates (its title is the file's content), except links to forms that
 * live on other pages of the site.
 */
export interface PaginaDocumentosSeed {
  chave: ChavePaginaDocumentos
  titulo: string
  banner: string
  bannerAlt: string
  secoes: { titulo: string; lista?: boolean; documentos: (string | { titulo: string; link: string })[] }[]
  envioProposta?: { titulo: string; link: string }
}

const RAIS = { titulo: 'CARTILHA RAIS', lista: true, documentos: ['Cartilha RAIS – como declarar os empregos gerados pelo projeto'] }

export const PAGINAS_DOCUMENTOS_SEED: readonly PaginaDocumentosSeed[] = [
  {
    chave: 'GERAL',
    titulo: 'Documentos para Download',
    banner: 'banner-empresa.svg',
    bannerAlt: 'Ilustração: pastas de documentos',
    secoes: [
      {
        titulo: 'CADASTRO',
        documentos: ['Ficha cadastral – pessoa física', 'Ficha cadastral – pessoa jurídica', 'Declaração de faturamento dos últimos 12 meses', 'Autorização de consulta ao SCR do Banco Central'],
      },
      {
        titulo: 'PROJETO',
        documentos: ['Roteiro de projeto de investimento', 'Planilha de usos e fontes', 'Cronograma físico-financeiro'],
      },
      { titulo: 'GARANTIAS', documentos: ['Relação de bens oferecidos em garantia', 'Declaração de anuência do cônjuge'] },
      RAIS,
    ],
  },
  {
    chave: 'AGRO',
    titulo: 'Documentos para Download - Agronegócio',
    banner: 'banner-campo.svg',
    bannerAlt: 'Ilustração: lavoura ao pôr do sol',
    secoes: [
      {
        titulo: '',
        documentos: ['Ficha cadastral do produtor rural', 'Projeto técnico simplificado – custeio e investimento', 'Declaração de aptidão ao PRONAF (orientações)', 'Laudo de avaliação de imóvel rural', 'Cadastro Ambiental Rural (orientações)'],
      },
    ],
  },
  {
    chave: 'ICS',
    titulo: 'Documentos para Download - Empresas',
    banner: 'banner-empresa.svg',
    bannerAlt: 'Ilustração: prédios de uma cidade',
    secoes: [
      {
        titulo: '',
        documentos: ['Ficha cadastral – pessoa jurídica', 'Informações econômico-financeiras da empresa', 'Roteiro de projeto de investimento', 'Orçamentos e proformas (modelo)', 'Declaração de porte da empresa'],
      },
    ],
  },
  {
    chave: 'PUB',
    titulo: 'Documentos para Download - Público',
    banner: 'prefeitura.svg',
    bannerAlt: 'Ilustração: prédio de prefeitura',
    secoes: [
      {
        titulo: '',
        documentos: ['Carta-consulta do município', 'Lei autorizativa (modelo)', 'Certidão de regularidade fiscal (orientações)', 'Quadro de usos e fontes do projeto municipal'],
      },
    ],
  },
  {
    chave: 'INV',
    titulo: 'Documentos para Download - Inovação',
    banner: 'banner-inovacao.svg',
    bannerAlt: 'Ilustração: foguete e engrenagens',
    envioProposta: { titulo: 'Envio de Proposta', link: '/atendimento-ao-cliente/protocolo' },
    secoes: [
      { titulo: '', documentos: ['Formulário de proposta de projeto de inovação', 'Plano de negócios (roteiro)', 'Declaração de enquadramento em inovação'] },
      { titulo: 'CARTILHA RAIS', lista: true, documentos: ['CARTILHA RAIS – empresas de inovação'] },
    ],
  },
  {
    chave: 'CLIENTES',
    titulo: 'Documentos para Clientes',
    banner: 'banner-empresa.svg',
    bannerAlt: 'Ilustração: pastas de documentos',
    secoes: [
      {
        titulo: 'Agronegócio e Empresa',
        documentos: [
          'Solicitação de renegociação de dívida',
          'Pedido de termo de quitação',
          'Solicitação de substituição de garantia',
          'Comprovação de aplicação dos recursos (modelo)',
          'Atualização cadastral – pessoa jurídica',
        ],
      },
      {
        titulo: 'Município',
        documentos: ['Relatório de execução física e financeira da obra', 'Pedido de liberação de parcela', 'Prestação de contas final do financiamento municipal'],
      },
      {
        titulo: 'Inovação',
        documentos: ['Relatório técnico de acompanhamento do projeto de inovação', 'Pedido de remanejamento de itens do projeto', 'Prestação de contas de projeto de inovação'],
      },
    ],
  },
]
