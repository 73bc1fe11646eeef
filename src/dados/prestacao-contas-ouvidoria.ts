import 'server-only'

import type { CasoDaOuvidoria } from '@/domain/ouvidoria/prestacao-contas'

import { payloadClient } from './payload'

/**
 * The ombudsman's cases received in [inicio, fim] ('YYYY-MM-DD', a day of margin
 * each side for the time zone; the domain cuts on the agency's day), reduced to
 * nature and dates. Read with overrideAccess: the cases are the team's, and only
 * these four fields, never a name or a text, leave this function.
 */
export async function casosDaOuvidoria(inicio: string, fim: string): Promise<CasoDaOuvidoria[]> {
  const payload = await payloadClient()
  const de = new Date(Date.parse(`${inicio}T00:00:00Z`) - 86_400_000).toISOString()
  const ate = new Date(Date.parse(`${fim}T00:00:00Z`) + 2 * 86_400_000).toISOString()
  const r = await payload.find({
    collection: 'manifestacoes-ouvidoria',
    where: { and: [{ createdAt: { greater_than_equal: de } }, { createdAt: { less_than: ate } }] },
    select: { naturezaManifestacao: true, createdAt: true, prazoResposta: true, respostaEnviadaEm: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return r.docs.map((d) => ({
    natureza: String(d.naturezaManifestacao ?? ''),
    recebidaEm: new Date(d.createdAt),
    // The back-office's day picker saves a day as 12:00 UTC: its UTC date is the day.
    prazo: d.prazoResposta ? new Date(d.prazoResposta).toISOString().slice(0, 10) : null,
    respondidaEm: d.respostaEnviadaEm ? new Date(d.respostaEnviadaEm) : null,
  }))
}
