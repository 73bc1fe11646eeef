import { onlyRoles } from '@/access/roles'

/**
 * Simulations are leads with the applicant's data: only the commercial team
 * (and administrators) read and follow them up. They are created by the
 * simulation call, never through the REST API.
 */
export const acessoSimulacoes = {
  read: onlyRoles('admin', 'comercial'),
  create: () => false,
  update: onlyRoles('admin', 'comercial'),
  delete: onlyRoles('admin'),
}
