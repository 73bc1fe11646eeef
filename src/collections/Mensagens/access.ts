import type { Access } from 'payload'

import { hasRole, ROLES } from '@/access/roles'

/**
 * The outbox: each message belongs to the team that handles its submission
 * (`papel`); administrators see all. Nobody writes through the API: messages
 * are created with their submission, in the same transaction, and sent by the job.
 */
export const lerMensagens: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const papeis = ROLES.filter((r) => hasRole(req.user, r))
  return papeis.length ? { papel: { in: papeis } } : false
}

export const acessoMensagens = {
  read: lerMensagens,
  create: () => false,
  update: () => false,
  delete: ({ req }: Parameters<Access>[0]) => hasRole(req.user, 'admin'),
}
