import fs from 'node:fs'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of on the main thread
 * the first time each one is called.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const DICA_COMPILAR_TUDO = '//# allFunctionsCalledOnLoad'

/** The script with the hint on its first line; unchanged if it is already there. */
export function comDicaDeCompilacao(script: string): string {
  return script.startsWith(DICA_COMPILAR_TUDO + '\n') ? script : `${DICA_COMPILAR_TUDO}\n${script}`
}

/**
 * Marks the framework's scripts of a finished `next build` (the `rootMainFiles` of
 * .next/build-manifest.json: React DOM, the Next runtime), which every page runs at start.
 * Compiling React DOM lazily was the longest task of a page's load (Lighthouse mobile on /home:
 * total blocking time 160–190 ms without the hint, 70–90 ms with it). Our own islands stay lazy:
 * most of their code runs only when the visitor acts.
 * Returns the files changed.
 */
export function marcarScriptsDoFramework(pastaNext: string): string[] {
  const manifesto = JSON.parse(fs.readFileSync(path.join(pastaNext, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const alterados: string[] = []
  for (const arquivo of manifesto.rootMainFiles ?? []) {
    const caminho = path.join(pastaNext, arquivo)
    const antes = fs.readFileSync(caminho, 'utf8')
    const depois = comDicaDeCompilacao(antes)
    if (depois === antes) continue
    fs.writeFileSync(caminho, depois)
    alterados.push(arquivo)
  }
  return alterados
}
