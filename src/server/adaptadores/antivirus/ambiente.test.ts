import { describe, expect, it } from 'vitest'

import { ambienteDoAntivirus } from './ambiente'

describe('CLAMAV_HOST', () => {
  const ler = ambienteDoAntivirus.ler

  it('sem ela, nenhum antivírus; host:porta, host com CLAMAV_PORT, socket unix', () => {
    expect(ler({}).clamav).toBeUndefined()
    expect(ler({ CLAMAV_HOST: '' }).clamav).toBeUndefined()
    expect(ler({ CLAMAV_HOST: 'clamav:3311' }).clamav).toEqual({ host: 'clamav', porta: 3311 })
    expect(ler({ CLAMAV_HOST: 'clamav' }).clamav).toEqual({ host: 'clamav', porta: 3310 })
    expect(ler({ CLAMAV_HOST: '10.0.0.5', CLAMAV_PORT: '4000' }).clamav).toEqual({ host: '10.0.0.5', porta: 4000 })
    expect(ler({ CLAMAV_HOST: '[::1]:3311' }).clamav).toEqual({ host: '::1', porta: 3311 })
    expect(ler({ CLAMAV_HOST: '/run/clamav/clamd.ctl' }).clamav).toEqual({ caminho: '/run/clamav/clamd.ctl' })
  })

  it('um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(() => ler({ CLAMAV_HOST: 'tcp://clamav' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n  - CLAMAV_HOST: deve ser host, host:porta ou o caminho de um socket unix, ex.: clamav:3310 ou /run/clamav/clamd.ctl',
    )
    expect(() => ler({ CLAMAV_HOST: 'clamav', CLAMAV_PORT: '70000' })).toThrow(/^Configuração inválida nas variáveis de ambiente:\n {2}- CLAMAV_PORT: /)
  })
})
