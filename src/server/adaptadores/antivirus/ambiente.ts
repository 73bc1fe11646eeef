import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'
import type { DestinoClamd } from './clamd'

/** The antivirus' variables (README, Configuration). */
export const ambienteDoAntivirus = fatiaDoAmbiente(
  {
    /** clamd for the visitors' files: `host:porta`, `host` (with CLAMAV_PORT) or a unix socket's path; no scanning when absent. */
    CLAMAV_HOST: z
      .string()
      .regex(/^(\/\S+|[\w.-]+(:\d{1,5})?|\[[0-9a-fA-F:]+\](:\d{1,5})?)$/, 'deve ser host, host:porta ou o caminho de um socket unix, ex.: clamav:3310 ou /run/clamav/clamd.ctl')
      .optional(),
    CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  },
  (v) => ({ ...v, clamav: destinoDoClamav(v.CLAMAV_HOST, v.CLAMAV_PORT) }),
)

/** CLAMAV_HOST as an address: a path is a unix socket; a port in the host wins over CLAMAV_PORT. */
function destinoDoClamav(host: string | undefined, porta: number): DestinoClamd | undefined {
  if (!host) return undefined
  if (host.startsWith('/')) return { caminho: host }
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host)!
  return { host: m[1]!.replace(/^\[|\]$/g, ''), porta: m[2] ? Number(m[2]) : porta }
}
