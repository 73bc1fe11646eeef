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

  it('espera o envio começado por um formulário (fora dos agendamentos) antes de fechar o banco', async () => {
    const ordem: string[] = []
    const envio = new Promise<void>((r) => setTimeout(() => r(void ordem.push('envio terminou')), 100))
    const payload = { crons: [], destroy: () => Promise.resolve(void ordem.push('banco fechado')) } as unknown as Payload
    await encerramentoDoPayload(payload, () => envio)()
    expect(ordem).toEqual(['envio terminou', 'banco fechado'])
  })

  it('um envio que não termina espera no máximo o limite', async () => {
    const payload = { crons: [], destroy: () => Promise.resolve() } as unknown as Payload
    const inicio = Date.now()
    await encerramentoDoPayload(payload, () => new Promise(() => {}), 150)()
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(140)
    expect(Date.now() - inicio).toBeLessThan(2000)
  })
})
