import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { contarAcesso, registrarGravadorDeAcessos } from './acessos'
import { encerramentoDoPayload } from './encerramento'

describe('encerramento do Payload', () => {
  it('para os agendamentos, espera a tarefa em andamento, grava os contadores e só então fecha o banco', async () => {
    const ordem: string[] = []
    let ocupado = true
    setTimeout(() => {
      ordem.push('tarefa terminou')
      ocupado = false
    }, 100)
    const cron = { stop: () => void ordem.push('agendamento parado'), isBusy: () => ocupado }
    registrarGravadorDeAcessos((lote) => Promise.resolve(void ordem.push(`contadores gravados: ${[...lote.keys()].join(',')}`)))
    contarAcesso('/home')
    const payload = { crons: [cron], destroy: () => Promise.resolve(void ordem.push('banco fechado')) } as unknown as Payload
    await encerramentoDoPayload(payload)()
    expect(ordem).toEqual(['agendamento parado', 'tarefa terminou', 'contadores gravados: home', 'banco fechado'])
  })
})
