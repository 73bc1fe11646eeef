import type { Payload, PayloadRequest } from 'payload'

import type { Destinatario } from './cifra'

/** The envelope's context: the report's lookup tag and the field, so nothing moves between reports. */
export const contextoDe = (etiqueta: string, campo: string) => `denuncia:${etiqueta}:${campo}`

/** A member reports are sealed for, with their account's name and e-mail (for notices and the opening). */
export interface MembroAtivo {
  id: number
  chavePublica: string
  usuario: { id: number; nome: string; email: string }
}

/**
 * The members reports are sealed for: a key approved by a member (decision
 * 0017; the first key of a team needs none) whose account still holds the
 * integridade role. Taking the role away is how a member leaves: their row
 * stays (nobody deletes key rows through the API), but nothing new is sealed
 * for it, and `recifrar` drops their old wraps.
 */
export async function membrosAtivos(payload: Payload, req?: Partial<PayloadRequest>): Promise<MembroAtivo[]> {
  const { docs } = await payload.find({ collection: 'membros-integridade', limit: 0, depth: 1, overrideAccess: true, pagination: false, req })
  return docs.flatMap((m) => {
    const u = m.usuario
    if (m.pendente === true || typeof u !== 'object' || !u.roles?.includes('integridade')) return []
    return [{ id: m.id, chavePublica: m.chavePublica, usuario: { id: u.id, nome: u.nome, email: u.email } }]
  })
}

/** The current integridade team as recipients (an empty list makes sealing refuse). */
export async function equipeDeIntegridade(payload: Payload, req?: Partial<PayloadRequest>): Promise<Destinatario[]> {
  return (await membrosAtivos(payload, req)).map((m) => ({ id: `membro:${m.id}`, chavePublica: m.chavePublica }))
}
