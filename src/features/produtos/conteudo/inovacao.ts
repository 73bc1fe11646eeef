/** Fixed content of the innovation landing (/inovacao) and of the company product 1 page. */

export interface CartaoFixoInovacao {
  id: 55 | 56
  title: string
  description: string
  imageUrl: string
}

export interface CitacaoCliente {
  texto: string
  autor: string
  empresa: string
}

export interface LinhaInovacred {
  id: 6 | 37 | 39 | 40 | 41 | 42
  titulo: string
}

export interface TextoInovacredEmpresa {
  titulo: string
  paragrafos: string[]
  linhas: LinhaInovacred[]
}

/** The two fixed cards of the innovation landing; titles equal those of products 55 and 56. */
export const CARTOES_FIXOS_INOVACAO: CartaoFixoInovacao[] = [
  {
    id: 55,
    title: 'Transformação Digital',
    description: 'Crédito para pequenos negócios digitalizarem vendas, atendimento e gestão.',
    imageUrl: '/img/inovacao/transformacao-digital.svg',
  },
  {
    id: 56,
    title: 'Startups e Empresas de Base Tecnológica',
    description: 'Financiamento para startups com produto validado acelerarem o crescimento.',
    imageUrl: '/img/inovacao/startups.svg',
  },
]

/** Customer quote shown on the innovation landing (fictional company and person). */
export const CITACAO_CLIENTE: CitacaoCliente = {
  texto:
    'Com o Inovacred conseguimos transformar um protótipo de sensores para vinhedos em um produto que hoje atende produtores de toda a Serra Gaúcha. A equipe da Fomento RS entendeu o nosso projeto e nos acompanhou em cada etapa.',
  autor: 'Mariana Kessler, sócia-diretora',
  empresa: 'VitiSens Tecnologia Agrícola — Bento Gonçalves (RS)',
}

/** Fixed text about the INOVACRED credit lines shown on company product 1 (/empresa/1). */
export const TEXTO_INOVACRED_EMPRESA: TextoInovacredEmpresa = {
  titulo: 'Linhas Finep Inovacred',
  paragrafos: [
    'A Fomento RS é agente financeiro credenciado da Financiadora de Estudos e Projetos (Finep) e opera no Rio Grande do Sul as linhas do programa Inovacred, destinadas a micro, pequenas e médias empresas que investem em inovação.',
    'Os recursos podem financiar o desenvolvimento de novos produtos, processos e serviços, a incorporação de tecnologias à produção e a cooperação com universidades e institutos de pesquisa, com prazos longos e taxas compatíveis com o risco da inovação.',
    'Conheça as linhas disponíveis e escolha a que melhor se ajusta ao porte da sua empresa e ao estágio do seu projeto:',
  ],
  linhas: [
    { id: 6, titulo: 'Inovacred' },
    { id: 37, titulo: 'Inovacred Expresso' },
    { id: 39, titulo: 'Inovacred 4.0' },
    { id: 40, titulo: 'Inovacred Conecta' },
    { id: 41, titulo: 'Inovacred Empreendedor' },
    { id: 42, titulo: 'Inovacred Sustentabilidade' },
  ],
}
