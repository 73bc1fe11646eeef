/** What the follow-up by number says when it finds nothing (the page and GET /site-api/acompanhamento/{numero}). */
export const NUMERO_NAO_ENCONTRADO = 'Nenhum atendimento encontrado com este número. Confira o número no e-mail de confirmação.'
