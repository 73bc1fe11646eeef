/**
 * The two slow steps of the whistleblower channel, at the production
 * parameters: `npx tsx bench/denuncias.ts`.
 * - hashing a receipt (Argon2id 19 MiB × 2: every filing and every lookup);
 * - opening a report in the back-office: unsealing the member's private key
 *   with the passphrase (Argon2id 64 MiB × 3), then the report's text and
 *   identity envelopes (X25519 + AES-256-GCM).
 * Median and worst of a few runs after a warm-up (the hashes take milliseconds).
 */
import { abrir, selar, PARA_DENUNCIANTE, parDoDenunciante } from '../src/server/servicos/denuncias/cifra'
import { abrirChavePrivada, novoParDoMembro } from '../src/server/servicos/denuncias/chaves'
import { derivarDoRecibo, gerarRecibo, gerarSal } from '../src/server/servicos/denuncias/recibo'

const VOLTAS = 15

async function medir(nome: string, passo: () => Promise<unknown>): Promise<void> {
  await passo()
  const tempos: number[] = []
  for (let i = 0; i < VOLTAS; i++) {
    const t0 = performance.now()
    await passo()
    tempos.push(performance.now() - t0)
  }
  tempos.sort((a, b) => a - b)
  console.log(`${nome}: mediana ${tempos[Math.floor(VOLTAS / 2)]!.toFixed(0)} ms, pior ${tempos[VOLTAS - 1]!.toFixed(0)} ms (${VOLTAS} vezes)`)
}

const FRASE = 'cavalo correto bateria grampo'
const recibo = gerarRecibo()
const sal = gerarSal()
const membro = await novoParDoMembro(FRASE)
const reporter = parDoDenunciante((await derivarDoRecibo(recibo, sal)).chave)
const para = [{ id: 'm1', chavePublica: membro.chavePublica }, { id: PARA_DENUNCIANTE, chavePublica: reporter.chavePublica }]
const texto = selar('x'.repeat(20_000), 'd:1:texto', para)
const identidade = selar(JSON.stringify({ nome: 'Fulano', email: 'f@x.br' }), 'd:1:identidade', para)

await medir('hash do recibo (Argon2id 19 MiB, 2 passadas)', () => derivarDoRecibo(recibo, sal))
await medir('abrir uma denúncia (frase do membro + texto + identidade)', async () => {
  const chave = await abrirChavePrivada(membro.chavePrivada, membro.chavePublica, FRASE)
  abrir(texto, 'd:1:texto', 'm1', chave)
  abrir(identidade, 'd:1:identidade', 'm1', chave)
})
