import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { versaoDoConteudo } from './versao-conteudo'
import { INTERVALO_DA_VIRADA_MS, renovarNaViradaDoDia } from './virada-do-dia'

describe('renovarNaViradaDoDia', () => {
  let parar: () => void = () => {}
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    parar()
    vi.useRealTimers()
  })

  it('muda a versão do conteúdo quando o dia vira no fuso do site (meia-noite em Brasília = 03:00 UTC), uma vez só', () => {
    let agora = new Date('2026-12-31T02:58:30Z') // 23:58:30 of the 30th in Brasília
    parar = renovarNaViradaDoDia(() => agora)
    const v0 = versaoDoConteudo()
    agora = new Date('2026-12-31T02:59:30Z')
    vi.advanceTimersByTime(INTERVALO_DA_VIRADA_MS)
    expect(versaoDoConteudo()).toBe(v0)
    // 00:00:30 of the 31st in Brasília (03:00:30 UTC): the day turned there; in UTC it turned hours before.
    agora = new Date('2026-12-31T03:00:30Z')
    vi.advanceTimersByTime(INTERVALO_DA_VIRADA_MS)
    expect(versaoDoConteudo()).toBe(v0 + 1)
    agora = new Date('2026-12-31T03:01:30Z')
    vi.advanceTimersByTime(INTERVALO_DA_VIRADA_MS)
    expect(versaoDoConteudo()).toBe(v0 + 1)
  })

  it('a meia-noite UTC (21:00 em Brasília) não é virada', () => {
    let agora = new Date('2026-06-14T23:59:30Z')
    parar = renovarNaViradaDoDia(() => agora)
    const v0 = versaoDoConteudo()
    agora = new Date('2026-06-15T00:00:30Z')
    vi.advanceTimersByTime(INTERVALO_DA_VIRADA_MS)
    expect(versaoDoConteudo()).toBe(v0)
  })
})
