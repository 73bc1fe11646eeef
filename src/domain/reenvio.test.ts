import { describe, expect, it } from 'vitest'

import { esperaAposFalha, MAX_TENTATIVAS, proximaTentativa } from './reenvio'

describe('reenvio da caixa de saída', () => {
  it('dobra a espera a cada falha: 1, 2, 4, 8 minutos', () => {
    expect([1, 2, 3, 4].map((n) => esperaAposFalha(n) / 60_000)).toEqual([1, 2, 4, 8])
  })
  it('não espera mais de uma hora', () => {
    expect(esperaAposFalha(7) / 60_000).toBe(60)
    expect(esperaAposFalha(30) / 60_000).toBe(60)
  })
  it('desiste depois de MAX_TENTATIVAS, quase dois dias depois da primeira falha', () => {
    const agora = new Date('2026-11-23T12:00:00Z')
    expect(proximaTentativa(MAX_TENTATIVAS - 1, agora)).not.toBeNull()
    expect(proximaTentativa(MAX_TENTATIVAS, agora)).toBeNull()
    const total = Array.from({ length: MAX_TENTATIVAS - 1 }, (_, i) => esperaAposFalha(i + 1)).reduce((a, b) => a + b, 0)
    expect(total / 3_600_000).toBeGreaterThan(24)
    expect(proximaTentativa(2, agora)?.toISOString()).toBe('2026-11-23T12:02:00.000Z')
  })
})
