/**
 * `npm run check:lockfile`: fails when `npm ci` would refuse package-lock.json.
 *
 * The registry this project is built from does not hold every version of every
 * platform's native binary (@next/swc-*, @rollup/rollup-*, @tailwindcss/oxide-*,
 * @unrs/resolver-binding-*). A version bump to one that lacks a platform writes a
 * lockfile without that platform's entry, and `npm ci` then fails on a fresh
 * clone ("Missing: … from lock file"). Those packages are pinned to versions
 * every platform has (decision 0004); this check catches a bump that breaks it.
 */
import { spawnSync } from 'node:child_process'

const r = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { encoding: 'utf8' })
const saida = `${r.stdout}\n${r.stderr}`
const faltando = saida.split('\n').filter((l) => /Missing: .* from lock file/.test(l))
if (r.status !== 0 || faltando.length > 0) {
  console.error('package-lock.json não passa em `npm ci`:')
  console.error(faltando.length ? faltando.join('\n') : saida)
  console.error(
    '\nUm pacote nativo ficou numa versão que não existe para todas as plataformas neste registro.' +
      '\nVeja docs/decisions/0004-dependencias-fixadas.md para escolher versões que existam em todas.',
  )
  process.exit(1)
}
console.log('package-lock.json completo: `npm ci` aceita.')
