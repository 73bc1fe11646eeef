import type { CollectionConfig } from 'payload'

type AfterError = NonNullable<NonNullable<CollectionConfig['hooks']>['afterError']>[number]

/** What staff read when an invite's (or a new password's) link was used already or expired. */
export const MENSAGEM_LINK_USADO = 'Este endereço para criar a senha já foi usado ou expirou. Peça um novo convite a um administrador.'

/**
 * Payload answers a used or expired reset token in English ("Token is either
 * invalid or has expired."), and its reset screen shows that as the toast: an
 * invite's second use must say it in Portuguese.
 */
export const linkDeSenhaUsado: AfterError = ({ error }) => {
  if (error.message !== 'Token is either invalid or has expired.') return
  return { response: { errors: [{ message: MENSAGEM_LINK_USADO }] }, status: 403 }
}
