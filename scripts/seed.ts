/** `npm run seed`: writes (or refreshes) the demo content in the configured database. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { semear } from '@/seed'

const payload = await getPayload({ config })
await semear(payload)
process.exit(0)
