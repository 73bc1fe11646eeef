import { describe, expect, it } from 'vitest'

import { consultaDoOnde, contagensDaFila } from './fila'

const SITUACOES = [{ value: 'nova' }, { value: 'em-analise' }, { value: 'respondida' }, { value: 'arquivada' }]

describe('contagensDaFila', () => {
  it('sem prazo nem novidade: novos e em andamento; encerrados são os do tipo, não um nome comum', () => {
    // Here 'respondida' still waits on the team (the kind closes only on 'arquivada').
    expect(contagensDaFila({ situacoes: SITUACOES, encerradas: ['arquivada'] }, '2026-11-27')).toEqual([
      {
        chave: 'novos',
        rotulo: 'Novos',
        onde: { situacao: { equals: 'nova' } },
      },
      {
        chave: 'emAndamento',
        rotulo: 'Em andamento',
        onde: { situacao: { not_in: ['nova', 'arquivada'] } },
      },
    ])
  })
  it('sem situação entre a primeira e as que encerram (Fale Conosco: nova → respondida), não há "em andamento"', () => {
    const faleConosco = { situacoes: [{ value: 'nova' }, { value: 'respondida' }, { value: 'arquivada' }], encerradas: ['respondida', 'arquivada'] }
    expect(contagensDaFila(faleConosco, '2026-11-27').map((c) => c.chave)).toEqual(['novos'])
    expect(contagensDaFila({ ...faleConosco, encerradas: ['arquivada'] }, '2026-11-27').map((c) => c.chave)).toEqual(['novos', 'emAndamento'])
  })
  it('com prazo: vencem até o fim do terceiro dia; atrasados antes de hoje; ambos só os abertos', () => {
    const [, , vencendo, atrasados, novidade] = contagensDaFila({ situacoes: SITUACOES, encerradas: ['respondida', 'arquivada'], prazo: 'prazo', novidade: true }, '2026-11-27')
    const aberta = { situacao: { not_in: ['respondida', 'arquivada'] } }
    expect(vencendo!.onde).toEqual({
      and: [aberta, { prazo: { greater_than_equal: '2026-11-27T00:00:00.000Z' } }, { prazo: { less_than: '2026-12-01T00:00:00.000Z' } }],
    })
    expect(atrasados!.onde).toEqual({
      and: [aberta, { prazo: { less_than: '2026-11-27T00:00:00.000Z' } }],
    })
    expect(novidade).toEqual({
      chave: 'novidade',
      rotulo: 'Com novidade do cidadão',
      onde: { novidade: { equals: true } },
    })
  })
})

describe('contagensDaFila com a conta', () => {
  it('"Com você" vem primeiro: os casos abertos cujo responsável é a conta; sem responsável no tipo, não há', () => {
    const tipo = { situacoes: SITUACOES, encerradas: ['arquivada'], responsavel: true }
    expect(contagensDaFila(tipo, '2026-11-27', 7)[0]).toEqual({
      chave: 'seus',
      rotulo: 'Com você',
      onde: { and: [{ situacao: { not_in: ['arquivada'] } }, { responsavel: { equals: 7 } }] },
    })
    expect(contagensDaFila({ ...tipo, responsavel: false }, '2026-11-27', 7).map((c) => c.chave)).toEqual(['novos', 'emAndamento'])
    expect(contagensDaFila(tipo, '2026-11-27').map((c) => c.chave)).toEqual(['novos', 'emAndamento'])
  })
})

describe('consultaDoOnde', () => {
  it('deixa de fora o que não tem valor (um filtro salvo pode trazer null)', () => {
    expect(consultaDoOnde({ and: [{ nome: { equals: 'Ana' } }, { responsavel: null }] }).join('&')).toBe('where%5Band%5D%5B0%5D%5Bnome%5D%5Bequals%5D=Ana')
  })
  it('escreve o where como o Payload lê na lista', () => {
    expect(
      consultaDoOnde({
        and: [{ situacao: { not_in: ['a', 'b'] } }, { prazo: { less_than: 'x' } }],
      }).join('&'),
    ).toBe('where%5Band%5D%5B0%5D%5Bsituacao%5D%5Bnot_in%5D%5B0%5D=a&where%5Band%5D%5B0%5D%5Bsituacao%5D%5Bnot_in%5D%5B1%5D=b&where%5Band%5D%5B1%5D%5Bprazo%5D%5Bless_than%5D=x')
  })
})
