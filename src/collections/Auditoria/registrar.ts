import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterOperationHook, PayloadRequest } from 'payload'

import type { AcaoAuditada } from '.'

// Written by Payload on every save; a change to them is not a staff action.
const CAMPOS_DO_SISTEMA = new Set(['updatedAt', 'createdAt'])

/** Records one staff action by the request's user (same transaction as the action). */
export async function registrarAcao(req: PayloadRequest, acao: AcaoAuditada, colecao: string, documento: string | number, campos?: string[]) {
  // Only staff actions: the public call that creates a submission and the jobs run without a user.
  if (!req.user || req.user.collection !== 'users') return
  await req.payload.create({
    collection: 'auditoria',
    data: { usuario: req.user.id, acao, colecao, documento: String(documento), campos },
    req, // same transaction: no action without its record
    overrideAccess: true, // nobody creates records through the API; this is the server
  })
}

/** The top-level fields whose value differs; names only, never values. */
export function camposAlterados(antes: Record<string, unknown>, depois: Record<string, unknown>): string[] {
  return Object.keys(depois)
    .filter((k) => !CAMPOS_DO_SISTEMA.has(k) && JSON.stringify(antes[k]) !== JSON.stringify(depois[k]))
    .sort()
}

type Documento = Record<string, unknown> & { id: string | number }

export const auditarAlteracao: CollectionAfterChangeHook<Documento> = async ({ doc, previousDoc, operation, req, collection }) => {
  if (operation === 'update') {
    await registrarAcao(req, 'alterou', collection.slug, doc.id, camposAlterados(previousDoc ?? {}, doc))
  }
  return doc
}

export const auditarExclusao: CollectionAfterDeleteHook = async ({ id, req, collection }) => {
  await registrarAcao(req, 'excluiu', collection.slug, id)
}

/** Opening one submission shows a person's data: that is recorded; lists are not (they would drown the log). */
export const auditarConsulta: CollectionAfterOperationHook = async ({ operation, result, req, collection }) => {
  if (operation === 'findByID' && result && typeof result === 'object' && 'id' in result) {
    await registrarAcao(req, 'consultou', collection.slug, (result as { id: string | number }).id)
  }
  return result
}

/** The hooks every collection of submissions carries. */
export const hooksDeAuditoria = {
  afterChange: [auditarAlteracao],
  afterDelete: [auditarExclusao],
  afterOperation: [auditarConsulta],
}
