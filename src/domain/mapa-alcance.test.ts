import { describe, expect, it } from 'vitest'

import { LARGURA_MAPA, montarMapaAlcance, type MunicipioNoMapa } from './mapa-alcance'

// Real seats, far apart: Santa Rosa (north-west), Vacaria (north-east), Uruguaiana (west),
// Chuí (south), Água Santa (north; sorts before 'Bagé' in pt-BR, after it by bytes), Bagé (south-west).
const MUNICIPIOS: MunicipioNoMapa[] = [
  { codigo: '4317202', nome: 'Santa Rosa', latitude: -27.8702, longitude: -54.4796 },
  { codigo: '4322509', nome: 'Vacaria', latitude: -28.5079, longitude: -50.9418 },
  { codigo: '4322400', nome: 'Uruguaiana', latitude: -29.7614, longitude: -57.0853 },
  { codigo: '4305439', nome: 'Chuí', latitude: -33.6866, longitude: -53.4594 },
  { codigo: '4300208', nome: 'Água Santa', latitude: -28.1672, longitude: -52.031 },
  { codigo: '4301602', nome: 'Bagé', latitude: -31.3297, longitude: -54.0999 },
]

/** Coordinates of the dots of a path "Mx yh0Mx yh0…". */
function pontos(caminho: string): [number, number][] {
  return [...caminho.matchAll(/M([\d.]+) ([\d.]+)h0/g)].map((m) => [Number(m[1]), Number(m[2])])
}

describe('montarMapaAlcance', () => {
  it('puts north up and west left, inside the drawing', () => {
    const mapa = montarMapaAlcance(MUNICIPIOS, new Set())
    const [santaRosa, vacaria, uruguaiana, chui] = pontos(mapa.caminhoAtendidos)
    expect(chui![1]).toBeGreaterThan(santaRosa![1]) // Chuí is south of Santa Rosa
    expect(uruguaiana![0]).toBeLessThan(vacaria![0]) // Uruguaiana is west of Vacaria
    for (const [x, y] of pontos(mapa.caminhoAtendidos)) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(mapa.largura)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(mapa.altura)
    }
  })

  it("keeps the state's proportions: a degree of longitude shrinks by the cosine of the latitude", () => {
    const mapa = montarMapaAlcance(MUNICIPIOS, new Set())
    // 6.1° of longitude × cos(30.8°) against 5.8° of latitude: a little wider than tall.
    const razao = (mapa.altura - 16) / (mapa.largura - 16)
    expect(razao).toBeCloseTo(5.8164 / (6.1435 * Math.cos((30.7784 * Math.PI) / 180)), 2)
    expect(mapa.largura).toBe(LARGURA_MAPA)
  })

  it('sets apart the municipalities without a financed project and counts the others', () => {
    const mapa = montarMapaAlcance(MUNICIPIOS, new Set(['4301602', '4300208', '9999999']))
    expect(mapa.total).toBe(6)
    expect(mapa.atendidos).toBe(4)
    expect(pontos(mapa.caminhoAtendidos)).toHaveLength(4)
    expect(pontos(mapa.caminhoSemFinanciamento)).toHaveLength(2)
    expect(mapa.semFinanciamento).toEqual(['Água Santa', 'Bagé'])
  })

  it('draws nothing when there is no municipality', () => {
    expect(montarMapaAlcance([], new Set())).toMatchObject({ total: 0, atendidos: 0, caminhoAtendidos: '' })
  })
})
