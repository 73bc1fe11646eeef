import { lerDia } from './datas'

/**
 * The economic indicators of the site (spec 1 §2.8, §3 Indicator, §9): their
 * keys, labels, display formats and the Central Bank SGS series that feeds each.
 */

/** How a value is written: decimals, and what goes before and after the number. */
export interface FormatoIndicador {
  casas: number
  prefixo?: string
  sufixo?: string
}

export interface DefinicaoIndicador {
  chave: string
  rotulo: string
  formato: FormatoIndicador
  /** Default SGS series (staff may change it per indicator in the back-office). */
  serieSgs: number
}

const REAIS = (casas: number): FormatoIndicador => ({ casas, prefixo: 'R$ ' })
const PCT = (casas: number, periodo = ''): FormatoIndicador => ({ casas, sufixo: periodo ? `% ${periodo}` : '%' })

/** The indicators page, in its order (spec 1 §9). "Cotação BNDES" is a link, not a value. */
export const INDICADORES: readonly DefinicaoIndicador[] = [
  { chave: 'CDIOVER', rotulo: 'CDI/OVER', formato: PCT(2, 'a.a.'), serieSgs: 4389 },
  { chave: 'DOLARVENDA', rotulo: 'Dólar (venda)', formato: REAIS(4), serieSgs: 1 },
  { chave: 'DOLARCOMPRA', rotulo: 'Dólar (compra)', formato: REAIS(4), serieSgs: 10813 },
  { chave: 'IGPDI', rotulo: 'IGP-DI', formato: PCT(2), serieSgs: 190 },
  { chave: 'IGPM', rotulo: 'IGP-M', formato: PCT(2), serieSgs: 189 },
  { chave: 'INPC', rotulo: 'INPC', formato: PCT(2), serieSgs: 188 },
  { chave: 'IPCA', rotulo: 'IPCA', formato: PCT(2), serieSgs: 433 },
  { chave: 'IPCA12MESES', rotulo: 'IPCA 12 meses', formato: PCT(2), serieSgs: 13522 },
  { chave: 'JUROSCDI', rotulo: 'Juros CDI', formato: PCT(6, 'a.d.'), serieSgs: 12 },
  { chave: 'POUPANCAANTIGA', rotulo: 'Poupança (depósitos até 03/05/2012)', formato: PCT(4, 'a.m.'), serieSgs: 25 },
  { chave: 'POUPANCANOVA', rotulo: 'Poupança (depósitos a partir de 04/05/2012)', formato: PCT(4, 'a.m.'), serieSgs: 195 },
  { chave: 'SWAPDIPRE360', rotulo: 'SWAP DI x PRÉ 360 dias', formato: PCT(2, 'a.a.'), serieSgs: 7806 },
  { chave: 'TAXASELICMETA', rotulo: 'Selic meta', formato: PCT(2, 'a.a.'), serieSgs: 432 },
  { chave: 'TJLP', rotulo: 'TJLP', formato: PCT(2, 'a.a.'), serieSgs: 256 },
  { chave: 'TR', rotulo: 'TR', formato: PCT(6, 'a.m.'), serieSgs: 226 },
]

/** The home block's keys and their own formats (spec 1 §3, §9). */
export const INDICADORES_HOME: readonly { chave: string; rotulo: string; formato: FormatoIndicador }[] = [
  { chave: 'DOLARVENDA', rotulo: 'Dólar venda', formato: REAIS(4) },
  { chave: 'DOLARCOMPRA', rotulo: 'Dólar compra', formato: REAIS(4) },
  { chave: 'TAXASELICMETA', rotulo: 'Selic meta', formato: PCT(8, 'a.a.') },
  { chave: 'TR', rotulo: 'TR', formato: PCT(6, 'a.d.') },
]

export const CHAVES_INDICADORES: readonly string[] = INDICADORES.map((i) => i.chave)

/** The BNDES quotation is a link on the indicators page (spec 1 §9). */
export const COTACAO_BNDES = {
  rotulo: 'Cotação BNDES',
  href: 'https://www.bndes.gov.br/wps/portal/site/home/financiamento/guia/custos-financeiros',
} as const

export const SEM_VALOR = '-'

/** A value in its format, pt-BR ("R$ 5,1234", "10,50% a.a."); '-' when missing (spec 1 §3). */
export function formatarValorIndicador(valor: number | null | undefined, formato: FormatoIndicador): string {
  if (valor === null || valor === undefined || !Number.isFinite(valor)) return SEM_VALOR
  const numero = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: formato.casas,
    maximumFractionDigits: formato.casas,
  }).format(valor)
  return `${formato.prefixo ?? ''}${numero}${formato.sufixo ?? ''}`
}

/**
 * Reads an indicator date: an ISO date or date-time, or the SGS "dd/mm/aaaa".
 * Dates are calendar days, read in UTC so no time zone moves them (spec 1 §9).
 */
export const lerDataIndicador = lerDia

/** The indicators page's date, "dd/mm/aaaa"; '-' when invalid. */
export function formatarDataIndicador(data: string | null | undefined): string {
  const d = lerDataIndicador(data)
  if (!d) return SEM_VALOR
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d)
}

/** The home block's date, day/month ("21/11"); '-' when invalid (spec 1 §9). */
export function formatarDataIndicadorCurta(data: string | null | undefined): string {
  const d = lerDataIndicador(data)
  if (!d) return SEM_VALOR
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit' }).format(d)
}

/** A date as the legacy answer carries it: "aaaa-mm-dd" (UTC calendar day), or null. */
export function dataIsoDoDia(d: Date): string {
  return d.toISOString().slice(0, 10)
}
