import { FUSO_DO_SITE } from '@/domain/datas'

const FORMATO_DATA = new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, dateStyle: 'short', timeStyle: 'short' })

/** An ISO instant as the reporter reads it (the agency's time zone), or '—'. */
export function dataLegivel(iso: string): string {
  const d = iso ? new Date(iso) : null
  return d && !Number.isNaN(d.getTime()) ? FORMATO_DATA.format(d) : '—'
}
