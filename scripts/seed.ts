/** `npm run seed`: writes (or refreshes) the demo content in the configured database. */
// A one-off script: no scheduled jobs in this process.
process.env.JOBS_AUTORUN = 'false'

const { default: config } = await import('@payload-config')
import { getPayload } from 'payload'

import { semear } from '@/seed'

const payload = await getPayload({ config })
await semear(payload)
process.exit(0)
