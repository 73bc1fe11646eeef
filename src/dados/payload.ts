import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this server process (initialised once, then reused). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
