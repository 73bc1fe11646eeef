import type { Payload, PayloadRequest } from 'payload'

import { NATUREZAS_MANIFESTACAO, REGRAS_POR_NATUREZA_PADRAO, type NaturezaManifestacao, type RegraDaNatureza } from '@/domain/ouvidoria/manifestacao'
import { RETENCAO_ATENDIMENTO } from '@/domain/retencao-atendimento'

/** The customer-service rules as the server uses them, defaults filled in. */
export interface RegrasDoAtendimento {
  emailOuvidoria: string | null
  regras: Record<NaturezaManifestacao, RegraDaNatureza>
  feriadosExtras: string[]
  /** Months of retention by collection slug. */
  retencaoMeses: Record<string, number>
}

/**
 * Reads the settings global (with the caller's transaction when given); a
 * nature, a retention or the whole global never saved gets the default, so
 * the deadline and the purge never depend on someone having filled a screen.
 */
export async function lerRegrasDoAtendimento(payload: Payload, req?: Partial<PayloadRequest>): Promise<RegrasDoAtendimento> {
  const g = await payload.findGlobal({ slug: 'configuracoes-atendimento', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  const regras = { ...REGRAS_POR_NATUREZA_PADRAO }
  for (const linha of g.prazos ?? []) {
    if (!(NATUREZAS_MANIFESTACAO as readonly string[]).includes(linha.natureza)) continue
    regras[linha.natureza] = { dias: linha.dias, uteis: linha.contagem === 'uteis', diasProrrogacao: linha.diasProrrogacao }
  }
  const retencao = (g.retencao ?? {}) as Record<string, number | null | undefined>
  return {
    emailOuvidoria: g.emailOuvidoria || null,
    regras,
    // The back-office's day picker saves a day as 12:00 UTC: its UTC date is the day chosen.
    feriadosExtras: (g.feriadosExtras ?? []).map((f) => new Date(f.data).toISOString().slice(0, 10)),
    retencaoMeses: Object.fromEntries(RETENCAO_ATENDIMENTO.map((r) => [r.colecao, retencao[r.campo] ?? r.mesesPadrao])),
  }
}
