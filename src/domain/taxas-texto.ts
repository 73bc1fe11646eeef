/** Rates as the pages and PDFs write them (pt-BR). */

/** Annual CET as '14,25% a.a.' (always two decimals, Res. CMN 4.881/2020). */
export function cetAoAno(cet: number): string {
  return `${cet.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% a.a.`
}

/** Monthly rate as '1,15% a.m.'. */
export function taxaAoMes(t: number): string {
  return `${t.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}% a.m.`
}
