import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { esquecerInicioFalho } from '@/server/payload/inicio-payload'

/** The Payload instance of this server process (initialised once, then reused). */
export async function payloadClient(): Promise<Payload> {
  try {
    return await getPayload({ config })
  } catch (erro) {
    // A start that failed (database down) is tried whole next time (server/payload/inicio-payload.ts).
    esquecerInicioFalho()
    throw erro
  }
}
