// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import type { DefaultCellComponentProps } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CelulaPrazo } from './CelulaPrazo'

const ENCERRADAS = ['respondida', 'encerrada']
const celula = (cellData: string | null, situacao: string) =>
  render(<CelulaPrazo {...({ cellData, rowData: { situacao }, encerradas: ENCERRADAS } as unknown as DefaultCellComponentProps)} />).container

beforeEach(() => {
  // 27/11/2026 at 12:30 in Brasília; the calendar day is the agency's, not UTC's.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:30:00Z') })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('coluna do prazo do caso (todo tipo de submissão)', () => {
  it('em aberto e vencido: a data e "atrasado há N dias" em negrito vermelho', () => {
    const c = celula('2026-11-24T12:00:00.000Z', 'em_analise')
    expect(c.textContent).toBe('24/11/2026 · atrasado há 3 dias')
    expect(c.querySelector('strong')?.getAttribute('style')).toContain('color: rgb(180, 35, 24)')
    expect(celula('2026-11-26', 'recebida').textContent).toBe('26/11/2026 · atrasado há 1 dia')
  })

  it('em aberto no prazo: a data e quanto falta, sem destaque', () => {
    const hoje = celula('2026-11-27T12:00:00.000Z', 'recebida')
    expect(hoje.textContent).toBe('27/11/2026 · vence hoje')
    expect(hoje.querySelector('strong')).toBeNull()
    expect(celula('2026-11-28', 'recebida').textContent).toBe('28/11/2026 · vence em 1 dia')
    expect(celula('2026-11-29T12:00:00.000Z', 'em_analise').textContent).toBe('29/11/2026 · vence em 2 dias')
  })

  it('de madrugada em Brasília ainda conta o dia da agência, não o de UTC', () => {
    vi.setSystemTime(new Date('2026-11-28T02:00:00Z')) // 27/11 às 23h em Brasília
    expect(celula('2026-11-27', 'recebida').textContent).toBe('27/11/2026 · vence hoje')
  })

  it('encerrado (situação encerrada do tipo): só a data, mesmo vencido; sem prazo: travessão', () => {
    const respondida = celula('2026-11-20T12:00:00.000Z', 'respondida')
    expect(respondida.textContent).toBe('20/11/2026')
    expect(respondida.querySelector('strong')).toBeNull()
    expect(celula('2026-11-20', 'encerrada').textContent).toBe('20/11/2026')
    expect(celula(null, 'recebida').textContent).toBe('—')
  })
})
