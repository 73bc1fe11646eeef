import type { ConfiguracoesSite } from '@/domain/configuracoes'

/** Demo values of the site-settings global for the fictional agency Fomento RS. */
export const CONFIGURACOES_SEED: ConfiguracoesSite = {
  nomeAgencia: 'Fomento RS — Agência de Desenvolvimento do Rio Grande do Sul',
  siglaAgencia: 'Fomento RS',
  descricaoSite:
    'Agência de fomento do Estado do Rio Grande do Sul que financia produtores rurais, empresas, municípios e projetos de inovação para promover o desenvolvimento econômico e social gaúcho.',
  telefoneCentral: '(51) 3284-5400',
  horarioAtendimento: '9h às 18h',
  emailContato: 'atendimento@fomento.rs.gov.br',
  endereco: {
    logradouro: 'Rua Sete de Setembro, 745 — 6º andar',
    bairro: 'Centro Histórico',
    cidade: 'Porto Alegre',
    uf: 'RS',
    cep: '90010-210',
  },
  redesSociais: {
    instagram: 'https://www.instagram.com/fomentors',
    youtube: 'https://www.youtube.com/@fomentors',
    facebook: 'https://www.facebook.com/fomentors',
    linkedin: 'https://www.linkedin.com/company/fomentors',
  },
  linksExternos: {
    governoEstado: 'https://www.estado.rs.gov.br',
    portalTransparencia: 'https://www.transparencia.rs.gov.br',
    acessoInformacao: 'https://www.lai.rs.gov.br',
  },
  areaClienteUrl: '/ibb-web/',
}
