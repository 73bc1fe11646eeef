import type { CollectionBeforeValidateHook } from 'payload'

import { erroDeCampos } from '@/collections/erro-de-campo'

import { problemaDaSenha } from '@/domain/senha'

/**
 * The password policy lives in the collection, so it holds for every way an
 * account gets a password: the back-office form, the REST API, `create-admin`
 * and a change of one's own password. Runs on create and on any update that
 * carries a new password.
 */
export const politicaDeSenha: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  const senha: unknown = data?.password
  if (typeof senha !== 'string') return data
  const email = (typeof data?.email === 'string' ? data.email : undefined) ?? (originalDoc as { email?: string } | undefined)?.email
  const problema = problemaDaSenha(senha, email)
  if (problema) throw erroDeCampos(req, collection.slug, [{ path: 'password', message: problema }])
  return data
}
