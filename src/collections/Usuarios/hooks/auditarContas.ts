import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { registrarAcao } from '@/collections/Auditoria/registrar'

const papeis = (doc: unknown): string[] => {
  const roles = (doc as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string').sort() : []
}

const listar = (roles: string[]) => (roles.length ? roles.join(', ') : 'nenhum')

/**
 * Who created an account, changed its roles or deleted it, and when, in the audit log (same
 * transaction): a role is the key to people's data, so granting one is never silent. The entry
 * names the roles, which are not personal data; the account is its id. The operator's
 * create-admin script runs without a signed-in user and is not recorded (registrarAcao).
 */
type Conta = Record<string, unknown> & { id: string | number }

export const auditarConta: CollectionAfterChangeHook<Conta> = async ({ doc, previousDoc, operation, req, collection }) => {
  const depois = papeis(doc)
  if (operation === 'create') {
    await registrarAcao(req, 'criou-conta', collection.slug, doc.id, undefined, { detalhe: `papéis: ${listar(depois)}` })
    return doc
  }
  const antes = papeis(previousDoc)
  if (operation === 'update' && antes.join() !== depois.join()) {
    await registrarAcao(req, 'alterou-papeis', collection.slug, doc.id, ['roles'], { detalhe: `${listar(antes)} → ${listar(depois)}` })
  }
  return doc
}

export const auditarExclusaoDeConta: CollectionAfterDeleteHook = async ({ id, req, collection }) => {
  await registrarAcao(req, 'excluiu-conta', collection.slug, id)
}
