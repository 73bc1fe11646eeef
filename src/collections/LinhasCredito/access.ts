import { onlyRoles } from '@/access/roles'

/** Credit lines are the commercial team's: the public sees them only through a simulation's answer. */
export const acessoLinhas = {
  read: onlyRoles('admin', 'comercial'),
  create: onlyRoles('admin', 'comercial'),
  update: onlyRoles('admin', 'comercial'),
  delete: onlyRoles('admin', 'comercial'),
}
