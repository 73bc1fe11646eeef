import { describe, expect, it } from 'vitest'

import { csvAberto, registroAberto } from './dados-abertos'

const pub = {
  id: 7,
  tipoPublicacao: 17,
  tituloTipo: 'Código de Ética',
  tituloPublicacao: 'Água, "esgoto" e energia',
  subtituloPublicacao: '=HYPERLINK("http://mal")',
  descricaoPublicacao: 'linha 1\nlinha 2',
  dataPublicacao: '15/03/2024',
  nomeArquivo: 'codigo.pdf',
  tipoArquivo: 'application/pdf',
  tamanhoArquivo: 1234,
}

describe('open data', () => {
  it('gives ISO dates and an absolute download address', () => {
    const r = registroAberto(pub, 'https://agencia.example')
    expect(r.data).toBe('2024-03-15')
    expect(r.endereco).toBe('https://agencia.example/transparencia/download?idPublicacao=7')
  })
  it('writes RFC 4180 CSV with a BOM, quoting commas, quotes and line breaks, and defusing formulas', () => {
    const csv = csvAberto([registroAberto(pub, 'https://agencia.example')])
    expect(csv.startsWith('\uFEFFid,categoria,titulo,')).toBe(true)
    const linha = csv.split('\r\n')[1]!
    expect(linha).toContain('"Água, ""esgoto"" e energia"')
    expect(linha).toContain(`"'=HYPERLINK(""http://mal"")"`)
    expect(csv).toContain('"linha 1\nlinha 2"')
    expect(csv.endsWith('\r\n')).toBe(true)
  })
})
