import 'server-only'

import { todosComoVisitante } from './payload'

export interface Contagem {
  acessos: number
  ultimaVisita: string | null
}

/** Every counted page's views, by key ('home', an audience, 'produto:{id}'). */
export async function lerContadores(): Promise<Map<string, Contagem>> {
  return new Map((await todosComoVisitante('contadores-acesso')).map((d) => [d.chave, { acessos: d.acessos, ultimaVisita: d.ultimaVisita ?? null }]))
}
