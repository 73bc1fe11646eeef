import { describe, expect, it } from 'vitest'

import { IMAGEM_PADRAO, imagemDoProduto, ordenarPorTitulo, resumoDoCartao } from './produto'

describe('resumoDoCartao', () => {
  it('uses the plain text of the HTML description', () => {
    expect(resumoDoCartao('<p>Crédito <strong>rápido</strong> para o campo.</p>')).toBe('Crédito rápido para o campo.')
  })
  it('cuts a description over 100 characters at exactly 50, then "..."', () => {
    // 136 characters of text; the first 50 are the phrase and "Financiamento de".
    const longo = `<p>${'Financiamento de longo prazo para '.repeat(4)}</p>`
    expect(resumoDoCartao(longo)).toBe('Financiamento de longo prazo para Financiamento de...')
  })
  it('keeps a description of exactly 100 characters whole', () => {
    const cem = 'Crédito rural '.repeat(7) + 'ab'
    expect(cem).toHaveLength(100)
    expect(resumoDoCartao(`<p>${cem}</p>`)).toBe(cem)
  })
})

describe('imagemDoProduto', () => {
  const mapa = { 'Capital de Giro': '/img/produtos/capital-de-giro.svg' }
  it('prefers the fixed title-to-image map', () => {
    expect(imagemDoProduto({ titulo: 'Capital de Giro', imagemCapa: 'x.svg' }, mapa)).toBe('/img/produtos/capital-de-giro.svg')
  })
  it('then the product image served by the legacy image call', () => {
    expect(imagemDoProduto({ titulo: 'Outro', imagemCapa: 'trator 1.svg' }, mapa)).toBe('/fas/produtos/image/trator%201.svg')
  })
  it('then the placeholder', () => {
    expect(imagemDoProduto({ titulo: 'Outro', imagemCapa: null }, mapa)).toBe(IMAGEM_PADRAO)
  })
})

describe('ordenarPorTitulo', () => {
  it('sorts as a Brazilian reader expects, ignoring accents and case', () => {
    // Byte order would give Zebra, avião, Água, Éxito, Ônibus (uppercase, then lowercase, then accented).
    const r = ordenarPorTitulo([{ titulo: 'Zebra' }, { titulo: 'Ônibus' }, { titulo: 'avião' }, { titulo: 'Éxito' }, { titulo: 'Água' }])
    expect(r.map((p) => p.titulo)).toEqual(['Água', 'avião', 'Éxito', 'Ônibus', 'Zebra'])
  })
})
