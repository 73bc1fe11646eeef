import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { agendar, cancelar, pausar, retomar } from './temporizadores'

describe('temporizadores dos toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    for (const motivo of ['ponteiro', 'foco', 'janela', 'aba'] as const) retomar(motivo)
    vi.useRealTimers()
  })

  it('fecha depois da duração', () => {
    const fechar = vi.fn()
    agendar('a', 5000, fechar)
    vi.advanceTimersByTime(4999)
    expect(fechar).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fechar).toHaveBeenCalledOnce()
  })

  it('não conta o tempo em pausa e retoma com o tempo restante', () => {
    const fechar = vi.fn()
    agendar('b', 5000, fechar)
    vi.advanceTimersByTime(3000)
    pausar('janela')
    vi.advanceTimersByTime(60_000)
    expect(fechar).not.toHaveBeenCalled()
    retomar('janela')
    vi.advanceTimersByTime(1999)
    expect(fechar).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fechar).toHaveBeenCalledOnce()
  })

  it('só retoma quando todos os motivos de pausa acabam', () => {
    const fechar = vi.fn()
    agendar('c', 1000, fechar)
    pausar('ponteiro')
    pausar('janela')
    retomar('ponteiro')
    vi.advanceTimersByTime(5000)
    expect(fechar).not.toHaveBeenCalled()
    retomar('janela')
    vi.advanceTimersByTime(1000)
    expect(fechar).toHaveBeenCalledOnce()
  })

  it('um toast criado durante a pausa espera a retomada', () => {
    const fechar = vi.fn()
    pausar('ponteiro')
    agendar('d', 1000, fechar)
    vi.advanceTimersByTime(5000)
    expect(fechar).not.toHaveBeenCalled()
    retomar('ponteiro')
    vi.advanceTimersByTime(1000)
    expect(fechar).toHaveBeenCalledOnce()
  })

  it('cancelar impede o fechamento; duração infinita nunca fecha sozinha', () => {
    const cancelado = vi.fn()
    const fixo = vi.fn()
    agendar('e', 1000, cancelado)
    cancelar('e')
    agendar('f', Infinity, fixo)
    vi.advanceTimersByTime(10_000)
    expect(cancelado).not.toHaveBeenCalled()
    expect(fixo).not.toHaveBeenCalled()
  })
})
