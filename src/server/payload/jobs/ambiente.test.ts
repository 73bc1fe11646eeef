import { describe, expect, it } from 'vitest'

import { ambienteDosJobs } from './ambiente'

describe('as variáveis do trabalho agendado', () => {
  const ler = ambienteDosJobs.ler

  it('os padrões do README', () => {
    expect(ler({})).toEqual({ INDICADORES_CRON: '5 * * * *', DENUNCIAS_RETENCAO_DIAS: 1825, JOBS_AUTORUN: true })
    expect(ler({ JOBS_AUTORUN: 'false' }).JOBS_AUTORUN).toBe(false)
  })

  it('um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(() => ler({ INDICADORES_CRON: '5', DENUNCIAS_RETENCAO_DIAS: '7', JOBS_AUTORUN: 'sim' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n' +
        '  - INDICADORES_CRON: deve ser uma expressão cron, ex.: 0 * * * *\n' +
        '  - DENUNCIAS_RETENCAO_DIAS: deve ser de pelo menos 30 dias\n' +
        '  - JOBS_AUTORUN: deve ser true ou false',
    )
  })
})
