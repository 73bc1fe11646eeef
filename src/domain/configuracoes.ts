/** The agency's public facts, edited by staff in the site-settings global and shown by the shell. */
export interface ConfiguracoesSite {
  nomeAgencia: string
  siglaAgencia: string
  descricaoSite: string
  telefoneCentral: string
  horarioAtendimento: string
  emailContato: string
  endereco: {
    logradouro: string
    bairro: string
    cidade: string
    uf: string
    cep: string
  }
  redesSociais: {
    instagram: string
    youtube: string
    facebook: string
    linkedin: string
  }
  linksExternos: {
    governoEstado: string
    portalTransparencia: string
    acessoInformacao: string
  }
  /** Where the Área do Cliente link goes (the separate internet-banking app). */
  areaClienteUrl: string
}
