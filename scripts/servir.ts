/**
 * Serves the production build that is already there, without looking at the sources (`npm start`
 * builds first when they changed; a container image is built once, read-only, and starts with this).
 * Migrations and the first-start demo content run when the server boots (src/instrumentation.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { verificarAmbienteDaPartida } from '../src/ambiente'

Object.assign(process.env, { NODE_ENV: 'production' })

try {
  verificarAmbienteDaPartida()
} catch (erro) {
  console.error((erro as Error).message)
  process.exit(1)
}
if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
  console.error('Não há build de produção em .next: rode `npm run build` (ou use `npm start`, que gera o build).')
  process.exit(1)
}

const { iniciarServidor } = await import('../src/server/borda/http/iniciar')
const { POLITICAS_DA_BORDA } = await import('../src/app/politicas-da-borda')
await iniciarServidor(POLITICAS_DA_BORDA)
