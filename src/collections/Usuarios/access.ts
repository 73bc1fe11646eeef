import type { Access, FieldAccess } from 'payload'

import { acessoDaColecao } from '@/access/matriz'
import { hasRole } from '@/access/roles'

/**
 * From the access matrix: administrators manage every account; any staff member
 * reads and edits only their own; only administrators create or remove accounts
 * (and so nobody can self-register).
 */
export const acessoUsuarios = acessoDaColecao('users')

/** Only administrators unlock an account locked by failed logins. */
export const somenteAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Roles are granted by administrators only: a user editing their own profile cannot raise them. */
export const papeisSomenteAdmin: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
