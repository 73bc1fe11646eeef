import { describe, expect, it } from 'vitest'

import { paragrafoHtml, sanitizarHtml, textoPuro } from './html'

describe('sanitizarHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const sujo = '<p onclick="x()">Oi<script>alert(1)</script> <a href="javascript:alert(1)">a</a></p>'
    const limpo = sanitizarHtml(sujo)
    expect(limpo).not.toMatch(/script|onclick|javascript:/)
    expect(limpo).toContain('<p>Oi <a>a</a></p>')
  })
  it('keeps headings, lists and safe links, demoting h1 to h2', () => {
    expect(sanitizarHtml('<h1>T</h1><ul><li><a href="https://x.rs.gov.br">x</a></li></ul>')).toBe(
      '<h2>T</h2><ul><li><a href="https://x.rs.gov.br">x</a></li></ul>',
    )
  })
  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizarHtml('<a href="https://a.b" target="_blank">a</a>')).toContain('rel="noopener noreferrer"')
  })
})

describe('textoPuro', () => {
  it('returns the visible text with entities decoded and spaces collapsed', () => {
    expect(textoPuro('<p>Taxa&nbsp;de   juros</p>\n<p>R$ 1 &amp; 2</p>')).toBe('Taxa de juros R$ 1 & 2')
  })
  it('puts a space where a block or line ends, so words of two paragraphs do not run together', () => {
    expect(textoPuro('<p>Documentos de 2022:</p><ul><li>Balanço</li><li>Relatório<br>anual</li></ul>')).toBe('Documentos de 2022: Balanço Relatório anual')
    expect(textoPuro('')).toBe('')
  })
})

describe('paragrafoHtml', () => {
  it('wraps the text in a paragraph, escaping markup', () => {
    expect(paragrafoHtml(' Taxa < 1% & prazo "longo" ')).toBe('<p>Taxa &lt; 1% &amp; prazo &quot;longo&quot;</p>')
  })
  it('gives nothing for blank text', () => {
    expect(paragrafoHtml('  ')).toBe('')
  })
  it('round-trips with textoPuro', () => {
    expect(textoPuro(paragrafoHtml('Crédito & apoio <rápido>'))).toBe('Crédito & apoio <rápido>')
  })
})
