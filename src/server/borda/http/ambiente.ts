import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'

/** The HTTP server's variables: where it listens, slow clients, proxies, the metrics' token (README, Configuration). */
export const ambienteDaBorda = fatiaDoAmbiente({
  /** The address the server listens on (127.0.0.1 behind a proxy on the same machine); every interface when absent. */
  HOSTNAME: z.string().regex(/^[\w.:-]{1,253}$/, 'deve ser um endereço IP ou nome de máquina, ex.: 127.0.0.1').optional(),
  /** Slow clients (conexoes.ts): seconds for a request's headers, a public body, a staff upload, an idle keep-alive. */
  HEADERS_TIMEOUT_S: z.coerce.number().min(1).max(600).default(10),
  BODY_TIMEOUT_S: z.coerce.number().min(1).max(3600).default(30),
  STAFF_BODY_TIMEOUT_S: z.coerce.number().min(1).max(7200).default(600),
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().min(1).max(600).default(5),
  /** Open connections one client address may hold; 0 turns the cap off (behind a proxy every client shares its address). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  TRUSTED_PROXY_HOPS: z.coerce.number().int('deve ser um número inteiro').min(0).max(5).default(0),
  METRICS_TOKEN: z.string().min(24, 'deve ter pelo menos 24 caracteres').regex(/^\S+$/, 'não pode ter espaços').optional(),
})
