/**
 * 200 concurrent submissions to each submission call, against a running server,
 * then proof that none was lost: every 2xx answer's record is in the database.
 *
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_DATA_DIR=/caminho/do/DATA_DIR npx tsx bench/submissoes.ts
 *   BENCH_SUBMISSOES=200 (default), BENCH_PRODUTO=10 (a product with a contact e-mail)
 *
 * The database is read from DATA_DIR/site.db (SQLite, as `npm start` runs by default). Captchas are
 * solved before the clock starts, as 200 visitors' browsers would have done.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(base)) throw new Error('BENCH_URL deve apontar para esta máquina')
const dataDir = process.env.BENCH_DATA_DIR
if (!dataDir) throw new Error('BENCH_DATA_DIR: a pasta de dados do servidor medido (para conferir o banco)')
const N = Number(process.env.BENCH_SUBMISSOES ?? 200)
const PRODUTO = Number(process.env.BENCH_PRODUTO ?? 10)
const rodada = Date.now().toString(36)

interface Resultado {
  status: number
  ms: number
  corpo: Record<string, unknown> | null
}

async function enviar(url: string, corpo: unknown): Promise<Resultado> {
  const t0 = performance.now()
  try {
    const r = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) })
    const json = (await r.json().catch(() => null)) as Record<string, unknown> | null
    return { status: r.status, ms: performance.now() - t0, corpo: json }
  } catch {
    return { status: 0, ms: performance.now() - t0, corpo: null }
  }
}

function resumo(nome: string, rs: Resultado[], totalMs: number) {
  const ms = rs.map((r) => r.ms).sort((a, b) => a - b)
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(0)
  const ok = rs.filter((r) => r.status >= 200 && r.status < 300).length
  const porStatus = Object.entries(rs.reduce<Record<number, number>>((a, r) => ((a[r.status] = (a[r.status] ?? 0) + 1), a), {}))
  console.log(`${nome}: ${N} simultâneas em ${(totalMs / 1000).toFixed(2)} s → ${((N / totalMs) * 1000).toFixed(1)} req/s; p50 ${q(0.5)} ms, p99 ${q(0.99)} ms; status ${porStatus.map(([s, n]) => `${s}×${n}`).join(', ')}`)
  return ok
}

async function rajada(nome: string, url: string, corpos: unknown[]): Promise<Resultado[]> {
  const t0 = performance.now()
  const rs = await Promise.all(corpos.map((c) => enviar(url, c)))
  resumo(nome, rs, performance.now() - t0)
  return rs
}

async function main() {
  const db = createClient({ url: `file:${path.join(dataDir!, 'site.db')}` })

  // Simulations: each a different company, so none is a repeat of another.
  const simulacoes = Array.from({ length: N }, (_, i) => ({
    segmentacao: 'Indústria',
    objetivoFinanciamento: 'Capital de Giro',
    faturamento: 2_000_000,
    valorFinanciamento: 10_000 + (i % 490) * 1_000,
    emailSolicitante: `bench${i}@example.com`,
    telefoneSolicitante: '51998765432',
    razaoSocial: `Bench ${rodada} Simulação ${i}`,
    cnpj: '11222333000181',
    cidade: 'Porto Alegre',
    uf: 'RS',
    acimaDe300k: false,
    prazoMeses: 60,
    carenciaMeses: 6,
  }))
  const rsSim = await rajada('solicitarSimulacaoFinanciamento', '/site-api/solicitarSimulacaoFinanciamento', simulacoes)
  const okSim = rsSim.filter((r) => r.status === 200).length
  const gravadasSim = Number((await db.execute({ sql: 'select count(*) as n from simulacoes where razao_social like ?', args: [`Bench ${rodada} Simulação %`] })).rows[0]!.n)
  console.log(`  2xx: ${okSim}; no banco: ${gravadasSim} → ${gravadasSim === okSim ? 'nenhuma perdida' : 'DIVERGÊNCIA'}`)

  // Financing requests: captchas solved first (a browser's work), then all sent at once.
  const captchas: string[] = []
  for (let i = 0; i < N; i++) {
    const challenge = (await (await fetch(`${base}/captcha/desafio`)).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    captchas.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))
  }
  const pedidos = captchas.map((captcha, i) => ({
    produto: { id: PRODUTO },
    nome: `Bench ${rodada} Pedido ${i}`,
    cpfCnpj: '52998224725',
    municipio: 'Porto Alegre',
    telefone: '51998765432',
    email: `bench${i}@example.com`,
    valor: 1000 + i,
    motivo: 'Medida de carga do envio de solicitações.',
    captcha,
  }))
  const rsPed = await rajada('saveSolicitacao', '/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', pedidos)
  const recusa = rsPed.find((r) => r.status !== 200)
  if (recusa) console.log("  exemplo de recusa:", JSON.stringify(recusa.corpo))
  const ids = rsPed.filter((r) => r.status === 200).map((r) => Number(r.corpo?.id))
  const { rows } = await db.execute({ sql: 'select id from solicitacoes_financiamento where nome like ?', args: [`Bench ${rodada} Pedido %`] })
  const noBanco = new Set(rows.map((r) => Number(r.id)))
  const perdidas = ids.filter((id) => !noBanco.has(id)).length
  const mensagens = Number(
    (await db.execute({ sql: "select count(*) as n from mensagens where origem in (select 'solicitacoes-financiamento:' || id from solicitacoes_financiamento where nome like ?)", args: [`Bench ${rodada} Pedido %`] })).rows[0]!.n,
  )
  console.log(`  2xx: ${ids.length}; no banco: ${noBanco.size}; perdidas: ${perdidas}; e-mails na caixa de saída: ${mensagens}`)
  db.close()
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
