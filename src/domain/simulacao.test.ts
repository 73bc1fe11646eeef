import { describe, expect, it } from 'vitest'

import { ajustarValor, escolherLinha, faturamentoValido, type LinhaCredito, linhasElegiveis, passoAnterior, passoAposSimular, SIMULADOR } from './simulacao'

describe('limites do simulador (spec 1 §9)', () => {
  it('valor de 10.000 a 500.000 em passos de 1.000, começando em 10.000', () => {
    expect([SIMULADOR.valorMinimo, SIMULADOR.valorMaximo, SIMULADOR.passo, SIMULADOR.valorInicial]).toEqual([10_000, 500_000, 1_000, 10_000])
    expect(ajustarValor(9_000)).toBe(10_000)
    expect(ajustarValor(500_001)).toBe(500_000)
    expect(ajustarValor(12_499)).toBe(12_000)
    expect(ajustarValor(12_500)).toBe(13_000)
    expect(ajustarValor(Number.NaN)).toBe(10_000)
  })
  it('faturamento de R$ 100.000,00 a R$ 500.000.000,00, inclusive; começa em 10 milhões', () => {
    expect(SIMULADOR.faturamentoInicial).toBe(10_000_000)
    expect(faturamentoValido(100_000)).toBe(true)
    expect(faturamentoValido(99_999.99)).toBe(false)
    expect(faturamentoValido(500_000_000)).toBe(true)
    expect(faturamentoValido(500_000_000.01)).toBe(false)
    expect(faturamentoValido(Number.NaN)).toBe(false)
  })
  it('prazo fixo de 60 meses com 6 de carência; acima do limite vale 500.000', () => {
    expect([SIMULADOR.prazoMeses, SIMULADOR.carenciaMeses, SIMULADOR.valorAcimaDoLimite]).toEqual([60, 6, 500_000])
  })
  it('padrões: segmento Indústria, objetivo Capital de Giro', () => {
    expect([SIMULADOR.segmentoPadrao, SIMULADOR.objetivoPadrao]).toEqual(['Indústria', 'Capital de Giro'])
  })
})

describe('passos do simulador (spec 1 §2.5, §4)', () => {
  it('Simular leva ao passo 2 com a caixa acima do limite, senão ao 4', () => {
    expect(passoAposSimular(true)).toBe(2)
    expect(passoAposSimular(false)).toBe(4)
  })
  it('setas de voltar: 2→1, 3→2, 4→3 acima do limite ou 4→1, 5→4', () => {
    expect(passoAnterior(2, false)).toBe(1)
    expect(passoAnterior(3, true)).toBe(2)
    expect(passoAnterior(4, true)).toBe(3)
    expect(passoAnterior(4, false)).toBe(1)
    expect(passoAnterior(5, false)).toBe(4)
    expect(passoAnterior(5, true)).toBe(4)
  })
})

const base: LinhaCredito = {
  id: 1,
  tarifas: [],
  produto: 'Geral',
  segmentos: ['Indústria', 'Turismo'],
  objetivos: ['Capital de Giro'],
  faturamentoMinimo: 100_000,
  faturamentoMaximo: 1_000_000,
  valorMinimo: 10_000,
  valorMaximo: 200_000,
  taxaMensal: 1.5,
  prazoMeses: 60,
  carenciaMeses: 6,
  sistema: 'SAC',
  jurosNaCarencia: 'pagos',
  ativa: true,
}
const pedido = { segmentacao: 'Indústria', objetivoFinanciamento: 'Capital de Giro', faturamento: 500_000, valorFinanciamento: 100_000 }

describe('escolha da linha de crédito', () => {
  it('a linha elegível de menor taxa vence', () => {
    const linhas = [base, { ...base, id: 2, produto: 'Barata', taxaMensal: 0.9 }, { ...base, id: 3, produto: 'Média', taxaMensal: 1.1 }]
    expect(escolherLinha(linhas, pedido)?.produto).toBe('Barata')
  })
  it('segmento, objetivo, faturamento e valor precisam caber (limites inclusivos)', () => {
    const linhas = [
      { ...base, id: 2, taxaMensal: 0.1, segmentos: ['Inovação'] },
      { ...base, id: 3, taxaMensal: 0.2, objetivos: ['Máquinas e Equipamentos'] },
      { ...base, id: 4, taxaMensal: 0.3, faturamentoMinimo: 600_000 },
      { ...base, id: 5, taxaMensal: 0.4, valorMaximo: 99_999 },
      { ...base, id: 6, taxaMensal: 0.5, ativa: false },
      { ...base, id: 7, taxaMensal: 1.4, faturamentoMaximo: 500_000, valorMinimo: 100_000 },
      base,
    ]
    expect(linhasElegiveis(linhas, pedido).map((l) => l.id)).toEqual([7, 1])
    expect(escolherLinha(linhas, pedido)?.id).toBe(7)
  })
  it('nenhuma linha elegível: null', () => {
    expect(escolherLinha([base], { ...pedido, segmentacao: 'Inovação' })).toBeNull()
    expect(escolherLinha([], pedido)).toBeNull()
  })
  it('empate de taxa: o prazo maior, depois o menor id', () => {
    const linhas = [{ ...base, id: 10 }, { ...base, id: 9 }, { ...base, id: 11, prazoMeses: 72 }]
    expect(escolherLinha(linhas, pedido)?.id).toBe(11)
    expect(escolherLinha(linhas.slice(0, 2), pedido)?.id).toBe(9)
  })
})
