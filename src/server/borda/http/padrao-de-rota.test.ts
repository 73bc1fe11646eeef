import { describe, expect, it } from 'vitest'

import { casarRotas } from './padrao-de-rota'

describe('padrões de rota como as pastas do app os escrevem', () => {
  const casa = casarRotas(['/fas/findNoticiasHome', '/fas/noticias/detalhe/load/[id]', '/fas/transparencia/x/[tipo]/[mes]/[ano]'])

  it('um caminho sem parâmetro casa só exatamente', () => {
    expect(casa('/fas/findNoticiasHome')).toBe(true)
    expect(casa('/fas/findNoticiasHome/')).toBe(false)
    expect(casa('/fas/findNoticiasHomeX')).toBe(false)
    expect(casa('/fas/findnoticiashome')).toBe(false)
  })

  it('[nome] vale um segmento não vazio, nunca dois nem nenhum', () => {
    expect(casa('/fas/noticias/detalhe/load/1')).toBe(true)
    expect(casa('/fas/noticias/detalhe/load/%C3%A9')).toBe(true)
    expect(casa('/fas/noticias/detalhe/load/')).toBe(false)
    expect(casa('/fas/noticias/detalhe/load/1/2')).toBe(false)
    expect(casa('/fas/transparencia/x/3/-1/-1')).toBe(true)
    expect(casa('/fas/transparencia/x/3/-1')).toBe(false)
  })

  it('o resto do padrão é literal (um ponto não é curinga)', () => {
    const arquivo = casarRotas(['/dados/[arquivo]/todas.csv'])
    expect(arquivo('/dados/a/todas.csv')).toBe(true)
    expect(arquivo('/dados/a/todasXcsv')).toBe(false)
  })

  it('sem padrões, nada casa', () => {
    expect(casarRotas([])('/fas/findNoticiasHome')).toBe(false)
  })
})
