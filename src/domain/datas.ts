/**
 * A calendar day written dd/mm/aaaa or aaaa-mm-dd (an ISO time after the day is
 * ignored), at 00:00 UTC so it never shifts with the time zone; null when it
 * is not one of those forms or the day does not exist (31/02 would roll over
 * into March).
 */
export function lerDia(texto: string | null | undefined): Date | null {
  const t = (texto ?? '').trim()
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t)
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(t)
  let ano: number, mes: number, dia: number
  if (br) [dia, mes, ano] = [Number(br[1]), Number(br[2]), Number(br[3])]
  else if (iso) [ano, mes, dia] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else return null
  const d = new Date(Date.UTC(ano, mes - 1, dia))
  if (d.getUTCFullYear() !== ano || d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return null
  return d
}

/** The agency's time zone: every "today" of the site is a day in Rio Grande do Sul. */
export const FUSO_DO_SITE = 'America/Sao_Paulo'

/** The agency's calendar day of an instant, as aaaa-mm-dd (the time zone database, not a fixed offset). */
export function diaNoFusoDoSite(instante: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_DO_SITE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instante)
}
