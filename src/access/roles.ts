import type { Access, PayloadRequest } from 'payload'

import { aguardaSegundoFator } from './segundo-fator'

/** Staff roles; each collection's access.ts says which of them may do what. */
export const ROLES = ['admin', 'editor', 'comercial', 'ouvidoria', 'integridade', 'cadastro'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor de conteúdo',
  comercial: 'Comercial',
  ouvidoria: 'Ouvidoria e atendimento',
  integridade: 'Integridade (canal de denúncias)',
  cadastro: 'Cadastro',
}

type UserLike = { roles?: unknown } | null | undefined

/**
 * True when the request's user holds one of the roles. A session that still owes
 * its second factor holds none (access/segundo-fator.ts): every role check, in
 * the matrix and in the custom endpoints alike, refuses it until the code.
 */
export function hasRole(user: UserLike, ...roles: Role[]): boolean {
  if (aguardaSegundoFator(user)) return false
  const held = Array.isArray(user?.roles) ? (user.roles as unknown[]) : []
  return roles.some((r) => held.includes(r))
}

/** Collection access: only users holding one of these roles. */
export const onlyRoles =
  (...roles: Role[]): Access =>
  ({ req }: { req: PayloadRequest }) =>
    hasRole(req.user, ...roles)

/**
 * Read access for content with drafts: the given staff roles read everything,
 * anyone else (anonymous visitors included) reads published documents only.
 */
export const publishedOrRoles =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...roles) ? true : { _status: { equals: 'published' } }

export const anyone: Access = () => true


