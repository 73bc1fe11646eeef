/**
 * `npm start`: builds the production bundle when the sources changed since the
 * last build, then serves it with the site's HTTP server (src/server/borda/http).
 * Migrations and the first-start demo content run when the server boots
 * (src/instrumentation.ts).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { verificarAmbienteDaPartida } from '../src/ambiente'

// `npm start` always serves the production build; set before the settings are read
// (secure cookies and HSTS follow it) and before Next and React load.
Object.assign(process.env, { NODE_ENV: 'production' })

try {
  verificarAmbienteDaPartida()
} catch (erro) {
  console.error((erro as Error).message)
  process.exit(1)
}

const ENTRADAS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']
const CARIMBO = path.join('.next', 'fontes.sha256')

/** A fingerprint of every input of the build (paths, sizes and modification times). */
function impressaoDasFontes(): string {
  const hash = createHash('sha256')
  const visitar = (p: string): void => {
    if (!fs.existsSync(p)) return
    const st = fs.statSync(p)
    if (st.isDirectory()) {
      for (const nome of fs.readdirSync(p).sort()) visitar(path.join(p, nome))
    } else {
      hash.update(`${p}:${st.size}:${st.mtimeMs}\n`)
    }
  }
  ENTRADAS.forEach(visitar)
  return hash.digest('hex')
}

const impressao = impressaoDasFontes()
const atual = fs.existsSync(CARIMBO) ? fs.readFileSync(CARIMBO, 'utf8') : ''
if (!fs.existsSync(path.join('.next', 'BUILD_ID')) || atual !== impressao) {
  console.log('Gerando o build de produção (só quando as fontes mudam)...')
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const { marcarScriptsDoFramework } = await import('../src/build/compilacao-antecipada')
  marcarScriptsDoFramework('.next')
  fs.writeFileSync(CARIMBO, impressao)
}

const { iniciarServidor } = await import('../src/server/borda/http/iniciar')
const { POLITICAS_DA_BORDA } = await import('../src/app/politicas-da-borda')
await iniciarServidor(POLITICAS_DA_BORDA)
