import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

/**
 * Payload's "create first user" screen lets whoever reaches an empty site become
 * its administrator. Here accounts are created only by an administrator or by
 * `npm run create-admin` (which sets the context flag), never anonymously.
 */
export const bloquearPrimeiroCadastro: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation === 'create' && !req.user && req.context?.criarAdministrador !== true) {
    throw new Forbidden(req.t)
  }
}
