import type { CodigoFundo } from '@/domain/fundos'

export interface FundoSeed {
  codigo: CodigoFundo
  titulo: string
  resumo: string
  /** HTML turned into the editor's rich text on seed. */
  html: string
  linkExterno?: string
  botoes?: { rotulo: string; href: string }[]
}

/** Demo descriptions of the six state funds (spec 2 §2); facts from the spec, wording ours. */
export const FUNDOS_SEED: readonly FundoSeed[] = [
  {
    codigo: 'FEAPER',
    titulo: 'Fundo Estadual de Apoio ao Desenvolvimento dos Pequenos Estabelecimentos Rurais',
    resumo: 'Crédito para agricultores familiares, pescadores artesanais e suas cooperativas investirem na propriedade.',
    html: '<p>O FEAPER apoia pequenos estabelecimentos rurais com financiamento para investimento na produção, na agroindústria familiar e na melhoria da renda no campo.</p><h2>Quem pode solicitar</h2><ul><li>Agricultores familiares, pessoas físicas;</li><li>Cooperativas e associações de produtores, pessoas jurídicas.</li></ul><p>O pedido começa pelo formulário de cadastro, conforme o tipo de solicitante.</p><h2>Troca-troca de sementes</h2><p>O programa Troca-Troca de Sementes, financiado pelo fundo, permite ao produtor pagar as sementes recebidas com parte da colheita.</p>',
    botoes: [
      { rotulo: 'Cadastro de pessoa física', href: '/formulario/pessoa-fisica' },
      { rotulo: 'Cadastro de pessoa jurídica', href: '/formulario/pessoa-juridica' },
      { rotulo: 'Programa Troca-Troca de Sementes', href: 'https://www.agricultura.rs.gov.br/troca-troca-de-sementes' },
    ],
  },
  {
    codigo: 'FOMENTAR',
    titulo: 'Fundo de Fomento Empresarial do Rio Grande do Sul',
    resumo: 'Financiamento de cerca de R$ 800 milhões para projetos de empresas que geram emprego e renda no estado.',
    html: '<p>O FOMENTAR financia cerca de <strong>R$ 800 milhões</strong> em projetos de investimento de empresas gaúchas: ampliação de plantas, máquinas e equipamentos, inovação e capital de giro associado.</p><p>As condições seguem as regras do fundo e a análise de crédito da agência.</p>',
  },
  {
    codigo: 'FUNAFIR',
    titulo: 'Fundo de Apoio ao Financiamento da Infraestrutura Regional',
    resumo: 'Recursos para obras de infraestrutura dos municípios, em parceria com as prefeituras.',
    html: '<p>O FUNAFIR apoia a infraestrutura regional: pavimentação, saneamento, iluminação e equipamentos públicos dos municípios do Rio Grande do Sul.</p>',
  },
  {
    codigo: 'FUNDOLEITE',
    titulo: 'Fundo de Desenvolvimento da Cadeia Produtiva do Leite',
    resumo: 'Apoio ao produtor de leite: genética, alimentação do rebanho, ordenha e resfriamento.',
    html: '<p>O FUNDOLEITE financia investimentos na cadeia do leite, da propriedade rural à indústria: melhoramento genético, pastagens, equipamentos de ordenha e tanques de resfriamento.</p>',
  },
  {
    codigo: 'FUNPROCRED',
    titulo: 'Fundo Estadual de Apoio ao Microcrédito',
    resumo: 'Microcrédito produtivo orientado para quem empreende com pouco capital.',
    html: '<p>O FUNPROCRED amplia o acesso ao microcrédito produtivo orientado, por meio de instituições parceiras em todo o estado.</p><p>As condições e os pontos de atendimento estão na página do programa.</p>',
    linkExterno: 'https://www.estado.rs.gov.br/microcredito',
  },
  {
    codigo: 'FUNTERRA',
    titulo: 'Fundo de Terras do Estado do Rio Grande do Sul',
    resumo: 'Crédito fundiário para a compra de terra e a estruturação da propriedade rural.',
    html: '<p>O FUNTERRA financia a aquisição de imóveis rurais e a infraestrutura básica da propriedade para agricultores sem terra ou com pouca terra.</p>',
  },
]
