import { describe, expect, it } from 'vitest'

import { metricas } from '@/server/plataforma/metricas/registro'
import { prontidao } from '@/server/plataforma/saude'

import { getTestPayload } from './helpers'

/**
 * What /readyz and /metrics read from a real database: readiness follows the applied migrations,
 * the outbox gauges count its messages, the job counter counts runs. (The HTTP side of both
 * endpoints is in src/server/borda/http/operacao.test.ts.)
 */
const texto = async () => metricas().registro.metrics()

function amostra(t: string, nome: string): number {
  const linha = t.split('\n').find((l) => l.startsWith(nome + ' '))
  return linha ? Number(linha.slice(nome.length + 1)) : 0
}

describe('prontidão e métricas sobre o banco', () => {
  it('pronta depois das migrações; indisponível quando falta uma migração', async () => {
    const payload = await getTestPayload()
    expect(await prontidao()).toEqual({ pronta: true })
    const { docs } = await payload.find({ collection: 'payload-migrations', sort: '-createdAt', limit: 1, overrideAccess: true })
    const ultima = docs[0]!
    await payload.delete({ collection: 'payload-migrations', id: ultima.id, overrideAccess: true })
    try {
      expect(await prontidao()).toEqual({ pronta: false, motivo: '1 migração(ões) do banco não aplicada(s)' })
    } finally {
      await payload.create({ collection: 'payload-migrations', data: { name: ultima.name, batch: ultima.batch }, overrideAccess: true })
    }
    expect(await prontidao()).toEqual({ pronta: true })
  })

  it('a caixa de saída aparece como pendentes e falhas', async () => {
    const payload = await getTestPayload()
    const base = { para: 'equipe@agencia.example.com', assunto: 'Teste', texto: 'Corpo', papel: 'comercial' as const }
    for (const situacao of ['pendente', 'pendente', 'pendente', 'falhou', 'enviada'] as const) {
      await payload.create({ collection: 'mensagens', data: { ...base, situacao }, overrideAccess: true })
    }
    const t = await texto()
    expect(amostra(t, 'fomento_caixa_saida_mensagens{situacao="pendente"}')).toBe(3)
    expect(amostra(t, 'fomento_caixa_saida_mensagens{situacao="falhou"}')).toBe(1)
    // The pool exists only on PostgreSQL.
    if (payload.db.name === 'postgres') expect(amostra(t, 'fomento_banco_conexoes{estado="total"}')).toBeGreaterThan(0)
    else expect(t).not.toContain('fomento_banco_conexoes{')
  })

  it('cada execução de uma tarefa agendada é contada', async () => {
    const payload = await getTestPayload()
    const nome = 'fomento_tarefas_execucoes_total{tarefa="enviarMensagens",resultado="sucesso"}'
    const antes = amostra(await texto(), nome)
    await payload.jobs.queue({ task: 'enviarMensagens', input: {}, queue: 'email' })
    await payload.jobs.run({ queue: 'email' })
    expect(amostra(await texto(), nome)).toBe(antes + 1)
  })
})
