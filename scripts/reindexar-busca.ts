/** `npm run reindexar-busca`: rebuilds the site search's index from the published content. */
// A one-off script: no scheduled jobs in this process.
process.env.JOBS_AUTORUN = 'false'

const { default: config } = await import('@payload-config')
import { getPayload } from 'payload'

import { reconstruirIndice } from '@/server/payload/busca/indexar'

const payload = await getPayload({ config })
const entradas = await reconstruirIndice(payload)
payload.logger.info(`Índice de busca reconstruído: ${entradas} entradas.`)
process.exit(0)
