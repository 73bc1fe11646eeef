import { inflateSync } from 'node:zlib'

/**
 * The text of a PDF made by @react-pdf (pdfkit with the standard fonts): each
 * page's content stream inflated, the hex strings of every TJ array joined
 * (the numbers between them are kerning), bytes read as WinAnsi (latin1 for
 * Portuguese). Enough to read back what a test filled in; not a PDF parser.
 */
export function textoDoPdf(pdf: Uint8Array): string {
  const bruto = Buffer.from(pdf)
  const partes: string[] = []
  let i = 0
  for (;;) {
    const inicio = bruto.indexOf('stream', i, 'latin1')
    if (inicio < 0) break
    const dados = inicio + (bruto[inicio + 6] === 0x0d ? 8 : 7)
    const fim = bruto.indexOf('endstream', dados, 'latin1')
    if (fim < 0) break
    i = fim + 9
    let conteudo: string
    try {
      conteudo = inflateSync(bruto.subarray(dados, fim)).toString('latin1')
    } catch {
      continue
    }
    for (const tj of conteudo.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      partes.push([...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1')).join(''))
    }
  }
  return partes.join('\n')
}
