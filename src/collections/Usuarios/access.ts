import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'

/** Administrators manage every account; any staff member reads and edits only their own. */
export const adminOuProprio: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}

/** Only administrators create or remove accounts (and so nobody can self-register). */
export const somenteAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Roles are granted by administrators only: a user editing their own profile cannot raise them. */
export const papeisSomenteAdmin: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
