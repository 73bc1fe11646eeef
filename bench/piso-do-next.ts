/**
 * The framework's floor for Lighthouse on this machine: a Next.js app of one page, with the site's
 * Next and React versions (its node_modules, hard-linked) and no client component of its own, built for
 * production and measured by bench/lighthouse.ts at the same phone settings. What the site's pages
 * score above this floor is theirs; what the floor already costs (Next's runtime and React's
 * hydration, simulated at a 4× slower CPU from this machine's own timings) no page of the site can
 * take back.
 *
 *   npx tsx bench/piso-do-next.ts          (BENCH_PISO_PORT=3399 by default)
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { esperar } from './esperar'

const PORTA = Number(process.env.BENCH_PISO_PORT ?? 3399)
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'piso-next-'))

const ARQUIVOS: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'piso-do-next', private: true }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], jsx: 'preserve', module: 'esnext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true },
    include: ['**/*.tsx'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Página mínima' }
export default function Raiz({ children }: { children: React.ReactNode }) {
  return (<html lang="pt-BR"><body>{children}</body></html>)
}
`,
  'app/page.tsx': `export default function Pagina() {
  return (<main><h1>Página mínima</h1><p>Um parágrafo de texto, sem componente de cliente.</p></main>)
}
`,
}

function rodar(comando: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(comando, args, { cwd, env, stdio: 'inherit' })
  if (r.status !== 0) throw new Error(`${comando} ${args.join(' ')}: saiu com ${r.status}`)
}


for (const [nome, conteudo] of Object.entries(ARQUIVOS)) {
  fs.mkdirSync(path.dirname(path.join(pasta, nome)), { recursive: true })
  fs.writeFileSync(path.join(pasta, nome), conteudo)
}
// Turbopack does not follow a symbolic link out of the app's folder: a hard-linked copy costs no space.
rodar('cp', ['-al', path.resolve('node_modules'), path.join(pasta, 'node_modules')], process.cwd())
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
rodar('npx', ['next', 'build'], pasta, env)
const servidor = spawn('npx', ['next', 'start', '-p', String(PORTA), '-H', '127.0.0.1'], { cwd: pasta, env, stdio: 'ignore', detached: true })
try {
  const base = `http://127.0.0.1:${PORTA}`
  await esperar(base, 200, 60_000)
  rodar('npx', ['tsx', path.join(import.meta.dirname, 'lighthouse.ts'), '/'], process.cwd(), { ...process.env, BENCH_URL: base })
} finally {
  process.kill(-servidor.pid!, 'SIGTERM')
  fs.rmSync(pasta, { recursive: true, force: true })
}
