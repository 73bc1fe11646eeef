import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'

/** The scheduled work's variables (README, Configuration). */
export const ambienteDosJobs = fatiaDoAmbiente({
  /** When the economic indicators are refreshed. */
  INDICADORES_CRON: z.string().min(9, 'deve ser uma expressão cron, ex.: 0 * * * *').default('5 * * * *'),
  /** Days a closed whistleblower report is kept before the daily purge deletes it (docs/security/whistleblower.md). */
  DENUNCIAS_RETENCAO_DIAS: z.coerce.number().int('deve ser um número inteiro de dias').min(30, 'deve ser de pelo menos 30 dias').max(36_500).default(1825),
  /** false: this process runs no scheduled work (lider.ts). */
  JOBS_AUTORUN: z
    .enum(['true', 'false'], 'deve ser true ou false')
    .default('true')
    .transform((v) => v === 'true'),
})
