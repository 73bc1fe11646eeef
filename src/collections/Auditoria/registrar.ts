import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterOperationHook, PayloadRequest } from 'payload'

import type { AcaoAuditada } from '.'

// Written by Payload on every save; a change to them is not a staff action.
const CAMPOS_DO_SISTEMA = new Set(['updatedAt', 'createdAt'])

/** The roles of an account before and after (never personal data). */
export interface DetalhesDoRegistro {
  detalhe?: string
}

/** Records one staff action by the request's user (same transaction as the action). */
export async function registrarAcao(
  req: PayloadRequest,
  acao: AcaoAuditada,
  colecao: string,
  /** One record's id, or the ids a list read returned. */
  documento: string | number | readonly (string | number)[],
  campos?: string[],
  { detalhe }: DetalhesDoRegistro = {},
) {
  // Only staff actions: the public call that creates a submission and the jobs run without a user.
  if (!req.user || req.user.collection !== 'users') return
  await req.payload.create({
    collection: 'auditoria',
    data: {
      usuario: req.user.id,
      acao,
      colecao,
      documento: typeof documento === 'object' ? documento.join(',') : String(documento),
      campos,
      detalhe,
    },
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

/**
 * Every read that shows a person's data is recorded: opening one submission (its id), and a
 * list read (one entry per request naming the ids it returned: the back-office's list pages and
 * `GET /api/<coleção>?where…` alike). A list is recorded rather than trimmed to columns without
 * contact data because the teams work from the list (name, e-mail, status at a glance); one entry
 * per page read keeps the log readable. A read that returned nothing showed nobody's data.
 */
export const auditarConsulta: CollectionAfterOperationHook = async ({ operation, result, req, collection }) => {
  if (operation === 'findByID' && result && typeof result === 'object' && 'id' in result) {
    await registrarAcao(req, 'consultou', collection.slug, (result as { id: string | number }).id)
  }
  if (operation === 'find' && result && typeof result === 'object' && 'docs' in result) {
    const ids = (result as { docs: { id?: string | number }[] }).docs.map((d) => d.id).filter((id): id is string | number => id !== undefined)
    if (ids.length) await registrarAcao(req, 'listou', collection.slug, ids)
  }
  return result
}

/** The hooks every collection of submissions carries. */
export const hooksDeAuditoria = {
  afterChange: [auditarAlteracao],
  afterDelete: [auditarExclusao],
  afterOperation: [auditarConsulta],
}
