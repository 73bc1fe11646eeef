/** A column of a staff export: its header (the field's label) and the cell of one record. */
export interface ColunaDaPlanilha<T> {
  rotulo: string
  valor: (registro: T) => string
}

const SEPARADOR = ';'

/** One cell: quoted when it holds the separator, a quote or a line break; a formula's first character defused. */
function celula(valor: string): string {
  // A spreadsheet runs a cell starting with = + - @ as a formula (CSV injection): an apostrophe keeps it text.
  const s = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/**
 * The staff export as spreadsheet programs in Brazil open it: UTF-8 with a BOM (the accents
 * survive), ';' between cells (the decimal comma of 'R$ 1.234,56' stays inside its cell),
 * CRLF line ends, a header row of the labels.
 */
export function planilhaCsv<T>(colunas: readonly ColunaDaPlanilha<T>[], registros: readonly T[]): string {
  const linhas = [colunas.map((c) => celula(c.rotulo)), ...registros.map((r) => colunas.map((c) => celula(c.valor(r))))]
  return `\uFEFF${linhas.map((l) => l.join(SEPARADOR)).join('\r\n')}\r\n`
}
