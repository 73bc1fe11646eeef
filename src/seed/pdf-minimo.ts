/** Characters outside Latin-1 that WinAnsiEncoding has, by their byte there; any other becomes '?'. */
const WIN_ANSI: Record<string, number> = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '…': 0x85, '€': 0x80 }

function winAnsi(s: string): string {
  return [...s].map((c) => (c.charCodeAt(0) <= 0xff ? c : String.fromCharCode(WIN_ANSI[c] ?? 0x3f))).join('')
}

/**
 * A one-page PDF 1.4 (A4) with a bold title and lines of text, written by hand
 * so the demo seed can upload real, valid files without a PDF library.
 * Helvetica with WinAnsiEncoding shows Portuguese accents (latin1 bytes).
 */
export function pdfMinimo(titulo: string, linhas: readonly string[]): Buffer {
  const texto = (s: string) => `(${winAnsi(s).replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')})`
  const conteudo = [
    'BT',
    '/F2 18 Tf',
    '56 780 Td',
    `${texto(titulo)} Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...linhas.flatMap((l) => [`${texto(l)} Tj`, '0 -16 Td']),
    'ET',
  ].join('\n')
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(conteudo, 'latin1')} >>\nstream\n${conteudo}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const posicoes: number[] = []
  for (const [i, o] of objetos.entries()) {
    posicoes.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`
  }
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`
  pdf += posicoes.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
