import { lerRespostaSgs, urlDaSerie, type ObservacaoSgs } from '@/domain/sgs'

import { ambienteDoBcb } from './ambiente'

/** How long one series may take before it counts as unreachable. */
const TEMPO_LIMITE_MS = 10_000

/**
 * The last observations of one SGS series from the Central Bank's public API
 * (base URL from BCB_SGS_URL). Throws with a short reason on any failure: HTTP
 * error, timeout, or an answer that is not a series.
 */
export async function buscarSerieSgs(serie: number, base = ambienteDoBcb.atual().BCB_SGS_URL): Promise<ObservacaoSgs[]> {
  const resposta = await fetch(urlDaSerie(base, serie), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TEMPO_LIMITE_MS),
  })
  if (!resposta.ok) throw new Error(`Banco Central respondeu HTTP ${resposta.status} para a série ${serie}`)
  let corpo: unknown
  try {
    corpo = await resposta.json()
  } catch {
    throw new Error(`Resposta da série ${serie} não é JSON`)
  }
  try {
    return lerRespostaSgs(corpo)
  } catch {
    throw new Error(`Resposta da série ${serie} fora do formato do SGS`)
  }
}
