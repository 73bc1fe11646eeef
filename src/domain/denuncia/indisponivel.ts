/**
 * While no integridade member has an approved key, a report could be sealed for
 * nobody, so the channel refuses it (503) and its page says so before anyone
 * writes, naming other places to report (issue 31). One text for the page and
 * the call.
 */
export const OUTROS_CANAIS_DE_DENUNCIA = [
  { nome: 'Ouvidoria-Geral do Estado do Rio Grande do Sul', endereco: 'https://www.ouvidoria.rs.gov.br' },
  { nome: 'Fala.BR, plataforma de ouvidoria da Controladoria-Geral da União', endereco: 'https://falabr.cgu.gov.br' },
] as const

export const TITULO_CANAL_INDISPONIVEL = 'Canal de denúncias temporariamente indisponível'

export const MENSAGEM_CANAL_INDISPONIVEL =
  'O canal de denúncias está temporariamente indisponível e não pode receber denúncias agora. ' +
  `Você pode denunciar à ${OUTROS_CANAIS_DE_DENUNCIA[0].nome} (ouvidoria.rs.gov.br) ou pelo Fala.BR (falabr.cgu.gov.br), ou voltar mais tarde.`
