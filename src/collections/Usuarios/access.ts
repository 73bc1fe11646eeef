import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'

/** Only administrators unlock an account locked by failed logins. */
export const somenteAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** Roles are granted by administrators only: a user editing their own profile cannot raise them. */
export const papeisSomenteAdmin: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
