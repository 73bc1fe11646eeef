/**
 * Runs after `next build` (`npm run build`, and `npm start` when it builds): puts V8's compile hint
 * on the framework's scripts (src/build/compilacao-antecipada.ts).
 */
import { marcarScriptsDoFramework } from '../src/build/compilacao-antecipada'

const alterados = marcarScriptsDoFramework('.next')
console.log(`Dica de compilação antecipada em ${alterados.length} script(s) do framework.`)
