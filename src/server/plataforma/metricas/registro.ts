import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { doProcesso } from '../cache/do-processo'

/**
 * What the database tells at scrape time: the outbox's waiting and failed messages, and the
 * PostgreSQL pool (absent on SQLite, which has no pool). Registered by Payload's start.
 */
export interface LeituraDoBanco {
  mensagens: { pendente: number; falhou: number }
  pool?: { total: number; ociosas: number; aguardando: number }
}
type FonteDoBanco = () => Promise<LeituraDoBanco>

/** The process's metrics, one set shared by the HTTP server and the code inside Next's bundle (do-processo.ts). */
export interface Metricas {
  registro: Registry
  pedidos: Counter<'grupo' | 'metodo' | 'status'>
  duracao: Histogram<'grupo'>
  cachePaginas: Counter<'resultado'>
  tarefas: Counter<'tarefa' | 'resultado'>
  fonteDoBanco?: FonteDoBanco
}

function criar(): Metricas {
  const registro = new Registry()
  collectDefaultMetrics({ register: registro, prefix: 'fomento_' })
  const registers = [registro]
  const m: Metricas = {
    registro,
    pedidos: new Counter({ name: 'fomento_http_pedidos_total', help: 'Pedidos HTTP atendidos, por grupo de rota, método e status', labelNames: ['grupo', 'metodo', 'status'], registers }),
    // Buckets around the page budget (p99 ≤ 40 ms) and up to the slow renders.
    duracao: new Histogram({
      name: 'fomento_http_duracao_segundos',
      help: 'Tempo até a resposta terminar, por grupo de rota',
      labelNames: ['grupo'],
      buckets: [0.005, 0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12],
      registers,
    }),
    cachePaginas: new Counter({ name: 'fomento_cache_paginas_total', help: 'Pedidos anônimos de página: servidos do cache (acerto) ou renderizados (falta)', labelNames: ['resultado'], registers }),
    tarefas: new Counter({ name: 'fomento_tarefas_execucoes_total', help: 'Execuções de tarefas agendadas, por tarefa e resultado', labelNames: ['tarefa', 'resultado'], registers }),
  }
  // One database read per scrape feeds every gauge below; a database that does not answer leaves
  // them out of that scrape instead of failing it (the HTTP counters still tell what happens).
  let leitura: Promise<LeituraDoBanco | undefined> | undefined
  const lerBanco = () => {
    leitura ??= (m.fonteDoBanco?.() ?? Promise.resolve(undefined)).catch(() => undefined).finally(() => setTimeout(() => (leitura = undefined), 0))
    return leitura
  }
  new Gauge({
    name: 'fomento_caixa_saida_mensagens',
    help: 'Mensagens de e-mail na caixa de saída, por situação (pendente: aguardando envio; falhou: tentativas esgotadas)',
    labelNames: ['situacao'],
    registers,
    async collect() {
      this.reset()
      const l = await lerBanco()
      if (!l) return
      this.set({ situacao: 'pendente' }, l.mensagens.pendente)
      this.set({ situacao: 'falhou' }, l.mensagens.falhou)
    },
  })
  new Gauge({
    name: 'fomento_banco_conexoes',
    help: 'Conexões do pool do PostgreSQL: total aberto, ociosas e pedidos aguardando uma conexão',
    labelNames: ['estado'],
    registers,
    async collect() {
      this.reset()
      const pool = (await lerBanco())?.pool
      if (!pool) return
      this.set({ estado: 'total' }, pool.total)
      this.set({ estado: 'ociosas' }, pool.ociosas)
      this.set({ estado: 'aguardando' }, pool.aguardando)
    },
  })
  return m
}

/** The process's metrics (created on first use). */
export function metricas(): Metricas {
  return doProcesso('metricas', criar).valor
}

/** Called once Payload holds the database: the gauges read it at each scrape. */
export function registrarFonteDoBanco(fonte: FonteDoBanco): void {
  metricas().fonteDoBanco = fonte
}
