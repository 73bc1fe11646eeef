import 'server-only'

import { payloadClient } from './payload'

export interface Contagem {
  acessos: number
  ultimaVisita: string | null
}

/** Every counted page's views, by key ('home', an audience, 'produto:{id}'). */
export async function lerContadores(): Promise<Map<string, Contagem>> {
  const payload = await payloadClient()
  const r = await payload.find({ collection: 'contadores-acesso', limit: 0, depth: 0, overrideAccess: false })
  return new Map(r.docs.map((d) => [d.chave, { acessos: d.acessos, ultimaVisita: d.ultimaVisita ?? null }]))
}
