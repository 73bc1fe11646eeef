import type { Payload } from 'payload'

import type { Destinatario } from './cifra'

/** The envelope's context: the report's lookup tag and the field, so nothing moves between reports. */
export const contextoDe = (etiqueta: string, campo: string) => `denuncia:${etiqueta}:${campo}`

/** The current integridade team as recipients (an empty list makes sealing refuse). */
export async function equipeDeIntegridade(payload: Payload): Promise<Destinatario[]> {
  const { docs } = await payload.find({ collection: 'membros-integridade', limit: 1000, depth: 0, overrideAccess: true, pagination: false })
  return docs.map((m) => ({ id: `membro:${m.id}`, chavePublica: m.chavePublica }))
}
