import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'

/** The Central Bank's SGS address (README, Configuration). */
export const ambienteDoBcb = fatiaDoAmbiente({
  BCB_SGS_URL: z.url('deve ser uma URL completa').default('https://api.bcb.gov.br/dados/serie'),
})
