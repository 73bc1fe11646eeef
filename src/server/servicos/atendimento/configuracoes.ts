import type { Payload, PayloadRequest } from 'payload'

import { NATUREZAS_MANIFESTACAO, REGRAS_POR_NATUREZA_PADRAO, type NaturezaManifestacao, type RegraDaNatureza } from '@/domain/ouvidoria/manifestacao'
import { RETENCAO_ATENDIMENTO } from '@/domain/retencao-atendimento'
import { COLECOES_COM_NIVEL_DE_SERVICO, NIVEIS_DE_SERVICO_PADRAO, type ColecaoComNivelDeServico, type NivelDeServico } from '@/domain/submissao/caso'

/** The customer-service rules as the server uses them, defaults filled in. */
export interface RegrasDoAtendimento {
  emailOuvidoria: string | null
  regras: Record<NaturezaManifestacao, RegraDaNatureza>
  feriadosExtras: string[]
  /** Each channel's service level (its cases' deadline). */
  niveisDeServico: Record<ColecaoComNivelDeServico, NivelDeServico>
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
  const niveisDeServico = Object.fromEntries(COLECOES_COM_NIVEL_DE_SERVICO.map((c) => [c, { dias: NIVEIS_DE_SERVICO_PADRAO[c].dias, uteis: NIVEIS_DE_SERVICO_PADRAO[c].uteis }])) as RegrasDoAtendimento['niveisDeServico']
  for (const linha of g.prazosDosCasos ?? []) {
    if ((COLECOES_COM_NIVEL_DE_SERVICO as readonly string[]).includes(linha.colecao)) niveisDeServico[linha.colecao] = { dias: linha.dias, uteis: linha.contagem === 'uteis' }
  }
  const retencao = (g.retencao ?? {}) as Record<string, number | null | undefined>
  return {
    emailOuvidoria: g.emailOuvidoria || null,
    regras,
    niveisDeServico,
    // The back-office's day picker saves a day as 12:00 UTC: its UTC date is the day chosen.
    feriadosExtras: (g.feriadosExtras ?? []).map((f) => new Date(f.data).toISOString().slice(0, 10)),
    retencaoMeses: Object.fromEntries(RETENCAO_ATENDIMENTO.map((r) => [r.colecao, retencao[r.campo] ?? r.mesesPadrao])),
  }
}
