import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'
import { lerLimites } from './regras'

/** The abuse limits' variables (README, Configuration). */
export const ambienteDosLimites = fatiaDoAmbiente({
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'deve começar com redis:// ou rediss://, ex.: redis://127.0.0.1:6379')
    .optional(),
  /** Overrides of the abuse limits (regras.ts): `regra=pontos/segundos,…`; production values when absent. */
  LIMITES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return lerLimites(v)
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message })
        return z.NEVER
      }
    }),
})
