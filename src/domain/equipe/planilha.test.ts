import { describe, expect, it } from 'vitest'

import { formatarParaEquipe, textoDoPrazo } from './formatos'
import { planilhaCsv } from './planilha'

describe('planilhaCsv', () => {
  it('BOM, ponto e vírgula, CRLF, cabeçalho dos rótulos; aspas e fórmulas tratadas', () => {
    const csv = planilhaCsv(
      [
        { rotulo: 'Nome', valor: (r: { n: string; v: number }) => r.n },
        {
          rotulo: 'Valor (R$)',
          valor: (r) => formatarParaEquipe(r.v, 'dinheiro'),
        },
      ],
      [
        { n: 'Ana "Bia"; Silva', v: 250000 },
        { n: '=SOMA(A1)', v: 1234.5 },
      ],
    )
    expect(csv).toBe('\uFEFFNome;Valor (R$)\r\n"Ana ""Bia""; Silva";R$ 250.000,00\r\n\'=SOMA(A1);R$ 1.234,50\r\n')
  })
})

describe('formatarParaEquipe', () => {
  it('dinheiro, CPF, CNPJ, telefone, dia, data e hora no fuso da agência', () => {
    expect(formatarParaEquipe(2500, 'dinheiro')).toBe('R$ 2.500,00')
    expect(formatarParaEquipe('52998224725', 'documento')).toBe('529.982.247-25')
    expect(formatarParaEquipe('11222333000181', 'documento')).toBe('11.222.333/0001-81')
    expect(formatarParaEquipe('51999998888', 'telefone')).toBe('(51) 99999-8888')
    expect(formatarParaEquipe('2026-11-27T00:00:00.000Z', 'data')).toBe('27/11/2026')
    expect(formatarParaEquipe('2026-11-27T13:05:00.000Z', 'dataHora')).toBe('27/11/2026, 10:05')
    expect(formatarParaEquipe(true, undefined)).toBe('Sim')
    expect(formatarParaEquipe(null, 'dinheiro')).toBe('')
  })
})

describe('textoDoPrazo', () => {
  it('vence em N dias, vence hoje, atrasado há N dias', () => {
    expect(textoDoPrazo('2026-11-29', '2026-11-27')).toEqual({
      texto: 'vence em 2 dias',
      atrasado: false,
    })
    expect(textoDoPrazo('2026-11-28T00:00:00.000Z', '2026-11-27')).toEqual({
      texto: 'vence em 1 dia',
      atrasado: false,
    })
    expect(textoDoPrazo('2026-11-27', '2026-11-27')).toEqual({
      texto: 'vence hoje',
      atrasado: false,
    })
    expect(textoDoPrazo('2026-11-24', '2026-11-27')).toEqual({
      texto: 'atrasado há 3 dias',
      atrasado: true,
    })
  })
})
