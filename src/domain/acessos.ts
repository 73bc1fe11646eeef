/**
 * What the access counter counts (spec 2 §2, Access counter): views of the home
 * page, of the four audiences' product lists, and of each product page. Pure.
 */
export const AREAS_CONTADAS = ['home', 'agronegocio', 'empresa', 'municipio', 'inovacao'] as const
export type AreaContada = (typeof AREAS_CONTADAS)[number]

const AUDIENCIAS = new Set(['agronegocio', 'empresa', 'municipio', 'inovacao'])

/** The counter a page view adds to: an area, 'produto:{id}', or null when the path is not counted. */
export function chaveDeAcesso(caminho: string): string | null {
  const partes = caminho.split('?')[0]!.split('/').filter(Boolean)
  if (partes.length === 0 || (partes.length === 1 && partes[0] === 'home')) return 'home'
  if (!AUDIENCIAS.has(partes[0]!)) return null
  if (partes.length === 1) return partes[0]!
  if (partes.length === 2 && /^\d{1,9}$/.test(partes[1]!)) return `produto:${Number(partes[1])}`
  return null
}

const FORMATO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** 'dd/mm/yyyy hh:mm' in Porto Alegre time; '-' when there was no visit. */
export function formatarUltimaVisita(iso: string | null | undefined): string {
  if (!iso) return '-'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '-'
  const p = Object.fromEntries(FORMATO.formatToParts(d).map((x) => [x.type, x.value]))
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}
