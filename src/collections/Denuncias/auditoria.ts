import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { camposAlterados, registrarAcao } from '@/collections/Auditoria/registrar'

const CHAVE = 'camposAlteradosDaDenuncia'

/**
 * A member's change to a report (status, observation, message, re-wrapping) is
 * audited with their account (issue 34). The sealed fields are not in the
 * document the after-change hooks see (no API read returns them), so the names
 * of the changed fields are taken here, after the sealing hooks ran, from what
 * is about to be written. Names only, never values.
 */
export const anotarCamposAlterados: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation === 'update') {
    const antes = (originalDoc ?? {}) as Record<string, unknown>
    context[CHAVE] = camposAlterados(antes, { ...antes, ...data })
  }
  return data
}

type Documento = Record<string, unknown> & { id: number | string }

export const auditarAlteracaoDaDenuncia: CollectionAfterChangeHook<Documento> = async ({ doc, operation, req, context }) => {
  const campos = context[CHAVE]
  if (operation === 'update' && Array.isArray(campos)) await registrarAcao(req, 'alterou', 'denuncias', doc.id, campos as string[])
  return doc
}
