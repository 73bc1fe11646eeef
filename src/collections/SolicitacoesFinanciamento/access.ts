import { onlyRoles } from '@/access/roles'

/** Financing requests carry personal data: the commercial team reads and follows them; created only by the request call. */
export const acessoSolicitacoes = {
  read: onlyRoles('admin', 'comercial'),
  create: () => false,
  update: onlyRoles('admin', 'comercial'),
  delete: onlyRoles('admin'),
}
