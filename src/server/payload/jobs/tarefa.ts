import type { Payload, TaskConfig, TypedJobs } from 'payload'

/** The tasks this site schedules (Payload's own, such as the scheduled publishing, are declared by Payload). */
type Agendada = Exclude<keyof TypedJobs['tasks'], 'inline' | 'schedulePublish'>
type Contagens<S extends Agendada> = TypedJobs['tasks'][S]['output']

/** A scheduled task: its run and where and when it runs; its output's schema is the counts it answers. */
export interface DeclaracaoDeTarefa<S extends Agendada> {
  label: string
  /** Further attempts after a failed run (0: the next scheduled run tries again). */
  retries: number
  cron: string
  /** The queue, one of payload.config.ts's autoRun (one run at a time per queue). */
  fila: 'indicadores' | 'email' | 'manutencao'
  /** The numbers it answers, stored with each run (the back-office's jobs list shows them). */
  contagens: readonly (keyof Contagens<S> & string)[]
  /** Every run answers every count (else a count may be missing). */
  contagensSempre?: true
  executar: (payload: Payload) => Promise<Contagens<S>>
}

/**
 * Every task here is one function of the Payload instance (a job has no user) that answers a few
 * counts: what Payload's task config needs is derived from that.
 */
export function tarefaAgendada<S extends Agendada>(slug: S, d: DeclaracaoDeTarefa<S>): TaskConfig<S> {
  // Payload's conditional types do not resolve over a generic slug; the declaration is checked against
  // its slug's generated output (DeclaracaoDeTarefa), so the config is built untyped here.
  const tarefa: TaskConfig = {
    slug,
    label: d.label,
    retries: d.retries,
    schedule: [{ cron: d.cron, queue: d.fila }],
    outputSchema: d.contagens.map((name) => ({ name, type: 'number', ...(d.contagensSempre && { required: true }) })),
    handler: async ({ req }) => ({ output: await d.executar(req.payload) }),
  }
  return tarefa as TaskConfig<S>
}
