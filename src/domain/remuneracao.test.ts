import { describe, expect, it } from 'vitest'

import { calcularRemuneracao } from './remuneracao'

const TABELA = [
  { cargo: 'Diretor-Presidente', quantidade: 1, honorarios: 19_858.84, verbaRepresentacao: 19_858.84 },
  { cargo: 'Diretor Vice-Presidente', quantidade: 1, honorarios: 18_865.9, verbaRepresentacao: 18_865.9 },
  { cargo: 'Diretor', quantidade: 4, honorarios: 16_880, verbaRepresentacao: 16_880 },
]

describe('tabela de remuneração (spec 2 §9)', () => {
  const t = calcularRemuneracao(TABELA)
  it('total por pessoa: 39.717,68; 37.731,80; 33.760,00', () => {
    expect(t.linhas.map((l) => l.totalPorPessoa)).toEqual([39_717.68, 37_731.8, 33_760])
  })
  it('totais gerais: honorários 106.244,74, verba 106.244,74, total 212.489,48 (quatro diretores contados)', () => {
    expect(t.totalHonorarios).toBe(106_244.74)
    expect(t.totalVerba).toBe(106_244.74)
    expect(t.totalGeral).toBe(212_489.48)
  })
  it('soma em centavos, sem erro de ponto flutuante', () => {
    expect(calcularRemuneracao([{ cargo: 'x', quantidade: 3, honorarios: 0.1, verbaRepresentacao: 0.2 }]).totalGeral).toBe(0.9)
  })
})
