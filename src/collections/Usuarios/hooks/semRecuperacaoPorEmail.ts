import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { NOME_ADAPTADOR_CAIXA_DE_SAIDA } from '@/server/adaptadores/email/adaptador-payload'

/**
 * Payload's own password-reset e-mail is not offered: the site's e-mails all go through the outbox,
 * and Payload's adapter here sends nothing (server/adaptadores/email/adaptador-payload.ts; without it Payload
 * would "send" the message to the server log, token included). So the request is refused; an administrator sets a new
 * password in the back-office instead. 403, not 503: nothing is down, the site does not offer it
 * (a 5xx would page the operator for a visitor's click; issue 33).
 */
export const semRecuperacaoPorEmail: CollectionBeforeOperationHook = ({ operation, req }) => {
  // An administrator's invite (endpoints/convite.ts) asks for the token without Payload's e-mail and sends it through the outbox.
  if (operation === 'forgotPassword' && [NOME_ADAPTADOR_CAIXA_DE_SAIDA, 'console'].includes(req.payload.email?.name ?? '') && req.context?.convite !== true) {
    throw new APIError(
      'A recuperação de senha por e-mail não está disponível. Peça a um administrador para definir uma nova senha.',
      403,
      undefined,
      true,
    )
  }
}
