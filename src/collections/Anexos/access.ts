import type { Access } from 'payload'

import { hasRole } from '@/access/roles'

import { PAPEIS_DAS_SUBMISSOES } from '@/access/submissoes'

/**
 * A visitor's attachment is read only by the team of the submission that
 * claimed it (and administrators): the ombudsman's files by the ombudsman,
 * a whistleblower's by integrity. Nobody reads an unclaimed file, anonymous
 * visitors never: the file route (/api/anexos/file/…) answers 403 like the list.
 * Files are created and claimed only by the forms' routes (server/anexos).
 */
export const lerAnexos: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  const colecoes = [...PAPEIS_DAS_SUBMISSOES].filter(([, papeis]) => hasRole(req.user, ...papeis)).map(([colecao]) => colecao)
  return colecoes.length ? { 'submissao.colecao': { in: colecoes } } : false
}

export const acessoAnexos = {
  read: lerAnexos,
  create: () => false,
  update: () => false,
  delete: ({ req }: Parameters<Access>[0]) => hasRole(req.user, 'admin'),
} satisfies Record<string, Access>

