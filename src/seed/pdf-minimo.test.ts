import { describe, expect, it } from 'vitest'

import { pdfMinimo } from './pdf-minimo'

describe('pdfMinimo', () => {
  const pdf = pdfMinimo('Relatório – 2024 (revisão)', ['Ação “pública”', 'linha\\2'])
  const texto = pdf.toString('latin1')

  it('is a PDF 1.4 whose cross-reference table points at each object and at itself', () => {
    expect(texto.startsWith('%PDF-1.4\n')).toBe(true)
    expect(texto.endsWith('%%EOF\n')).toBe(true)
    const offsets = [...texto.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((o, i) => expect(texto.slice(o)).toMatch(new RegExp(`^${i + 1} 0 obj\n`)))
    const startxref = Number(/startxref\n(\d+)\n/.exec(texto)![1])
    expect(texto.slice(startxref, startxref + 4)).toBe('xref')
  })

  it('writes accents as Latin-1 bytes, dashes and curly quotes as WinAnsi bytes, and escapes ( ) \\', () => {
    const titulo = Buffer.from([...Buffer.from('(Relat', 'latin1'), 0xf3, ...Buffer.from('rio ', 'latin1'), 0x96, ...Buffer.from(' 2024 \\(revis', 'latin1')])
    expect(pdf.includes(titulo)).toBe(true)
    expect(pdf.includes(Buffer.from([0x93]))).toBe(true)
    expect(texto).toContain('(linha\\\\2) Tj')
  })
})
