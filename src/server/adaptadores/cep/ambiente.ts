import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'

/** The CEP providers' addresses (README, Configuration). */
export const ambienteDoCep = fatiaDoAmbiente({
  CEP_VIACEP_URL: z.url('deve ser uma URL completa').default('https://viacep.com.br/ws'),
  CEP_BRASILAPI_URL: z.url('deve ser uma URL completa').default('https://brasilapi.com.br/api/cep/v1'),
})
