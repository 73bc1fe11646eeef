import type { ObservacaoSgs } from '@/domain/sgs'

/** Plausible last values of each indicator (demonstration only). */
const BASE: Record<string, number> = {
  CDIOVER: 14.9,
  DOLARVENDA: 5.3512,
  DOLARCOMPRA: 5.3506,
  IGPDI: 0.32,
  IGPM: 0.27,
  INPC: 0.35,
  IPCA: 0.38,
  IPCA12MESES: 4.61,
  JUROSCDI: 0.055131,
  POUPANCAANTIGA: 0.6718,
  POUPANCANOVA: 0.6718,
  SWAPDIPRE360: 14.27,
  TAXASELICMETA: 15,
  TJLP: 8.79,
  TR: 0.1742,
}

/**
 * Twelve demonstration observations ending on 20/11/2026, varying a little
 * around the base value (deterministic: the same on every seed).
 */
export function historicoDeDemonstracao(chave: string): ObservacaoSgs[] {
  const base = BASE[chave] ?? 1
  return Array.from({ length: 12 }, (_, i) => {
    const dia = new Date(Date.UTC(2026, 10, 20 - (11 - i)))
    const variacao = i === 11 ? 0 : Math.sin((i + chave.length) * 1.7) * 0.02
    return { data: dia.toISOString().slice(0, 10), valor: Number((base * (1 + variacao)).toFixed(6)) }
  })
}
