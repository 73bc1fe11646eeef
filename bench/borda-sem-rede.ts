/**
 * The edge's own cost per request of a cached legacy call (issue 33), without sockets, parser or load
 * generator: `criarAtendimento` (src/server/borda/http/servidor.ts) answers a 7 KB JSON body over an in-memory
 * socket, against the bare minimum Node does to send the same bytes (`nu`). On a shared machine, where
 * autocannon's req/s swing by 3× between runs, this is the figure that holds still; quote the minimum.
 *
 *   npx tsx bench/borda-sem-rede.ts borda >/dev/null     (the request log goes to stdout, as in production)
 *   npx tsx bench/borda-sem-rede.ts nu
 *   LOG_SYNC=1 npx tsx bench/borda-sem-rede.ts borda >/dev/null   (one write call per log line, as before)
 */
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import pino from 'pino'

import { POLITICAS_DA_BORDA } from '../src/app/politicas-da-borda'
import { criarAtendimento } from '../src/server/borda/http/servidor'
import { criarLogger } from '../src/server/plataforma/log'

const corpo = Buffer.from(JSON.stringify(Array.from({ length: 40 }, (_, id) => ({ id, titulo: `Notícia ${id} sobre crédito rural e inovação`, resumo: 'Resumo da notícia com algumas palavras a mais' }))))
const log = criarLogger('info', pino.destination({ dest: 1, sync: Boolean(process.env.LOG_SYNC) }))
const atender = criarAtendimento({
  manipulador: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(corpo)
    return Promise.resolve()
  },
  saudeDoBanco: () => Promise.resolve(true),
  https: false,
  log,
  politicas: POLITICAS_DA_BORDA,
})

/** A socket that takes every write and sends nothing. */
function socketMudo(): Socket {
  const s = new Socket()
  Object.defineProperty(s, 'remoteAddress', { value: '127.0.0.1' })
  s._write = (_c, _e, cb) => cb()
  s._writev = (_c, cb) => cb()
  return s
}

async function umPedido(modo: string): Promise<void> {
  const socket = socketMudo()
  const req = new IncomingMessage(socket)
  req.method = 'GET'
  req.url = '/fas/findNoticiasHome'
  req.headers = { host: '127.0.0.1', connection: 'keep-alive' }
  req.push(null)
  const res = new ServerResponse(req)
  res.assignSocket(socket)
  if (modo === 'nu') res.writeHead(200, { 'content-type': 'application/json', 'content-length': corpo.length }).end(corpo)
  else await atender(req, res)
  // The client's side of 'close' (the request log and metrics are written on it).
  res.emit('close')
}

const modo = process.argv[2] === 'nu' ? 'nu' : 'borda'
const N = 20_000
const medidas: number[] = []
for (let rodada = 0; rodada < 9; rodada++) {
  const inicio = process.hrtime.bigint()
  for (let i = 0; i < N; i++) {
    await umPedido(modo)
    // Turns of the event loop, as between a server's requests (the asynchronous log writes there).
    if (i % 50 === 0) await new Promise((ok) => setImmediate(ok))
  }
  medidas.push(Number(process.hrtime.bigint() - inicio) / N / 1000)
}
medidas.sort((a, b) => a - b)
console.error(`${modo}${process.env.LOG_SYNC ? ' (log síncrono)' : ''}: µs por pedido, mínimo ${medidas[0]!.toFixed(1)}, mediana ${medidas[4]!.toFixed(1)} (9 rodadas de ${N})`)
process.exit(0)
