// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import type { DefaultCellComponentProps } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CelulaPrazo } from './CelulaPrazo'

const celula = (cellData: string | null, situacao: string) => render(<CelulaPrazo {...({ cellData, rowData: { situacao } } as unknown as DefaultCellComponentProps)} />).container

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('coluna do prazo da Ouvidoria', () => {
  it('em aberto e vencida: em negrito vermelho, com a palavra "Atrasada" e há quantos dias', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T15:00:00Z') })
    const c = celula('2026-11-20T12:00:00.000Z', 'em_analise')
    expect(c.textContent).toBe('20/11/2026 · Atrasada há 4 dias')
    expect(c.querySelector('strong')?.getAttribute('style')).toContain('color')
    expect(celula('2026-11-23T12:00:00.000Z', 'recebida').textContent).toBe('23/11/2026 · Atrasada há 1 dia')
  })

  it('em aberto no prazo: quanto falta; respondida ou encerrada: só a data; sem prazo: travessão', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T15:00:00Z') })
    expect(celula('2026-11-24T12:00:00.000Z', 'recebida').textContent).toBe('24/11/2026 · vence hoje')
    expect(celula('2026-11-27T12:00:00.000Z', 'recebida').textContent).toBe('27/11/2026 · faltam 3 dias')
    const respondida = celula('2026-11-20T12:00:00.000Z', 'respondida')
    expect(respondida.textContent).toBe('20/11/2026')
    expect(respondida.querySelector('strong')).toBeNull()
    expect(celula(null, 'recebida').textContent).toBe('—')
  })
})
