import { describe, expect, it } from 'vitest'

import { ambienteDosLimites } from './ambiente'
import { REGRAS } from './regras'

describe('LIMITES e REDIS_URL', () => {
  const ler = ambienteDosLimites.ler

  it('sem elas: os valores de produção, contadores em memória; LIMITES muda só as regras que nomeia', () => {
    expect(ler({})).toEqual({ REDIS_URL: undefined, LIMITES: REGRAS })
    expect(ler({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(ler({ LIMITES: 'formulario=20/600' }).LIMITES).toEqual({ ...REGRAS, formulario: { pontos: 20, janelaSegundos: 600 } })
  })

  it('um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(() => ler({ LIMITES: 'formulario=muitos' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n  - LIMITES: "formulario=muitos" deve ser regra=pontos/segundos, ex.: formulario=10/600',
    )
    expect(() => ler({ LIMITES: 'nada=1/1' })).toThrow(/ {2}- LIMITES: regra desconhecida "nada" \(use: login, /)
    expect(() => ler({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n  - REDIS_URL: deve começar com redis:// ou rediss://, ex.: redis://127.0.0.1:6379',
    )
  })
})
