import { afterEach, describe, expect, it } from 'vitest'

import { esquecerInicioFalho } from './inicio-payload'

type Entrada = { payload: unknown; promise: unknown }
const global = globalThis as { _payload?: Map<string, Entrada> }

afterEach(() => {
  delete global._payload
})

describe('início do Payload que falhou', () => {
  it('a entrada vazia deixada por um início que falhou é esquecida; uma iniciada ou em andamento, nunca', () => {
    const falhou: Entrada = { payload: null, promise: null }
    const iniciada: Entrada = { payload: {}, promise: Promise.resolve() }
    const emAndamento: Entrada = { payload: null, promise: new Promise(() => {}) }
    global._payload = new Map([
      ['default', falhou],
      ['outra', iniciada],
      ['terceira', emAndamento],
    ])
    esquecerInicioFalho()
    esquecerInicioFalho('outra')
    esquecerInicioFalho('terceira')
    expect([...global._payload.keys()]).toEqual(['outra', 'terceira'])
  })

  it('sem cache (o Payload ainda não foi chamado), nada a fazer', () => {
    expect(() => esquecerInicioFalho()).not.toThrow()
  })
})
