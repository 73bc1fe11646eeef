import { describe, expect, it } from 'vitest'

import { IMAGEM_PADRAO, imagemDoProduto, ordenarPorTitulo, resumoDoCartao } from './produto'

describe('resumoDoCartao', () => {
  it('uses the plain text of the HTML description', () => {
    expect(resumoDoCartao('<p>Crédito <strong>rápido</strong> para o campo.</p>')).toBe('Crédito rápido para o campo.')
  })
  it('cuts a description over 100 characters at 50', () => {
    const longo = `<p>${'Financiamento de longo prazo para '.repeat(4)}</p>`
    const resumo = resumoDoCartao(longo)
    expect(resumo.endsWith('...')).toBe(true)
    expect(resumo.length).toBeLessThanOrEqual(53)
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
    const r = ordenarPorTitulo([{ titulo: 'Óleo' }, { titulo: 'agro' }, { titulo: 'Máquinas' }, { titulo: 'Ônibus' }])
    expect(r.map((p) => p.titulo)).toEqual(['agro', 'Máquinas', 'Óleo', 'Ônibus'])
  })
})
