import type { Payload, TaskConfig, TaskType } from 'payload'

import { doProcesso } from '../../plataforma/cache/do-processo'
import { ambienteDosJobs } from './ambiente'
import { logger } from '../../plataforma/log'

/**
 * Which instance runs the scheduled work. Payload's scheduler queues and claims
 * jobs with a read followed by a write, so two instances that both run it can
 * queue the same scheduled job twice and both run it. On PostgreSQL the instance
 * holding a session advisory lock is the only one that schedules and runs jobs;
 * when it stops (or loses its connection) the lock is released and the next
 * instance to ask takes over within a minute. SQLite has one server per file:
 * that server leads. JOBS_AUTORUN=false keeps an instance out of it.
 */
const CHAVE_DO_BLOQUEIO = 0x666f6d65 // "fome": one number the whole site agrees on

interface ClientePg {
  query(sql: string, params?: unknown[]): Promise<{ rows: { lider?: boolean }[] }>
  on(evento: 'error' | 'end', fn: () => void): void
  release(erro?: Error | boolean): void
}
interface PoolPg {
  connect(): Promise<ClientePg>
}

interface Estado {
  cliente: ClientePg | null
  tentando: Promise<boolean> | null
}
const estado = () => doProcesso<Estado>('lider-das-tarefas', () => ({ cliente: null, tentando: null })).valor

/** True when this process should schedule and run the jobs now. */
export async function eLider(payload: Payload): Promise<boolean> {
  if (!ambienteDosJobs.atual().JOBS_AUTORUN) return false
  const pool = (payload.db as unknown as { pool?: PoolPg }).pool
  if (!pool) return true
  const e = estado()
  if (e.cliente) return true
  e.tentando ??= tentarLiderar(pool, e).finally(() => {
    e.tentando = null
  })
  return e.tentando
}

async function tentarLiderar(pool: PoolPg, e: Estado): Promise<boolean> {
  let cliente: ClientePg
  try {
    cliente = await pool.connect()
  } catch {
    return false
  }
  try {
    const { rows } = await cliente.query('SELECT pg_try_advisory_lock($1) AS lider', [CHAVE_DO_BLOQUEIO])
    if (!rows[0]?.lider) {
      cliente.release()
      return false
    }
  } catch (erro) {
    cliente.release(erro as Error)
    return false
  }
  // The lock lives as long as this connection: it stays checked out of the pool.
  const perdido = () => {
    if (e.cliente !== cliente) return
    e.cliente = null
    cliente.release(true)
    logger().warn('conexão da instância que roda as tarefas agendadas perdida; outra instância assume')
  }
  cliente.on('error', perdido)
  cliente.on('end', perdido)
  e.cliente = cliente
  logger().info('esta instância roda as tarefas agendadas')
  return true
}

/**
 * The task, scheduled only by the leading instance. A follower's skipped turn
 * leaves the scheduler's statistics alone: Payload's default would record it as
 * the last scheduled run, and the leader would then wait for the next period.
 */
export function agendadaSoNoLider<T extends TaskType>(tarefa: TaskConfig<T>): TaskConfig<T> {
  if (!tarefa.schedule) return tarefa
  return {
    ...tarefa,
    schedule: tarefa.schedule.map((agenda) => ({
      ...agenda,
      hooks: {
        beforeSchedule: async (args) =>
          (await eLider(args.req.payload)) ? args.defaultBeforeSchedule(args) : { shouldSchedule: false },
        afterSchedule: async (args) => {
          if (args.status === 'skipped' && !(await eLider(args.req.payload))) return
          await args.defaultAfterSchedule(args)
        },
      },
    })),
  }
}
