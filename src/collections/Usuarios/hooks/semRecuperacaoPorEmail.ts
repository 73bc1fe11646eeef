import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Until an e-mail service is configured, Payload would "send" the password-reset
 * message to the server log, token included: anyone reading the log could take
 * over the account. So the request is refused; an administrator sets a new
 * password in the back-office instead. 403, not 503: nothing is down, the site does not offer it
 * (a 5xx would page the operator for a visitor's click; issue 33).
 */
export const semRecuperacaoPorEmail: CollectionBeforeOperationHook = ({ operation, req }) => {
  // An administrator's invite (endpoints/convite.ts) sends its token through the outbox, not the log.
  if (operation === 'forgotPassword' && req.payload.email?.name === 'console' && req.context?.convite !== true) {
    throw new APIError(
      'A recuperação de senha por e-mail não está disponível. Peça a um administrador para definir uma nova senha.',
      403,
      undefined,
      true,
    )
  }
}
