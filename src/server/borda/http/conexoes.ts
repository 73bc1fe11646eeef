import http from 'node:http'

/**
 * How long a client may take, and how many connections one address may hold (issue 33): without
 * these a request whose body never finished held its connection for Node's 5 minutes, slow headers
 * for 80 s, and one client could open as many as it liked. Each is an environment variable (README).
 */
export interface LimitesDeConexao {
  /** The request's head (line and headers) must arrive within this (HEADERS_TIMEOUT_S). */
  cabecalhosMs: number
  /** A public request's body must arrive within this once its head did (BODY_TIMEOUT_S; corpo.ts enforces it). */
  corpoMs: number
  /** A staff upload's body (/admin, /api): larger files, the same rule (STAFF_BODY_TIMEOUT_S). */
  corpoEquipeMs: number
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_S). */
  ociosaMs: number
  /** Open connections per client address; the next one is closed at once. 0: no cap (MAX_CONNECTIONS_PER_ADDRESS). */
  porEndereco: number
}

export const LIMITES_DE_CONEXAO: LimitesDeConexao = { cabecalhosMs: 10_000, corpoMs: 30_000, corpoEquipeMs: 600_000, ociosaMs: 5_000, porEndereco: 64 }

/** The HTTP server for `atender`, with the limits above on every connection. */
export function criarServidorHttp(atender: http.RequestListener, limites: LimitesDeConexao): http.Server {
  const servidor = http.createServer(
    {
      headersTimeout: limites.cabecalhosMs,
      // Node's own deadline for a whole request, a backstop behind the door's per-group one (corpo.ts),
      // which answers 408 instead of only closing.
      requestTimeout: limites.cabecalhosMs + Math.max(limites.corpoMs, limites.corpoEquipeMs) + 1000,
      // Clients are told 80 % of the limit (Keep-Alive: timeout=…) and the socket closes at the limit:
      // the margin keeps a client from sending on a connection the server is closing at that moment.
      keepAliveTimeout: Math.round(limites.ociosaMs * 0.8),
      keepAliveTimeoutBuffer: Math.round(limites.ociosaMs * 0.2),
      // Node checks the deadlines above on this interval: a tenth of the shortest, so a limit holds to within 10 %.
      connectionsCheckingInterval: Math.max(50, Math.min(limites.cabecalhosMs, limites.ociosaMs) / 10),
    },
    atender,
  )
  if (limites.porEndereco > 0) {
    const abertas = new Map<string, number>()
    servidor.on('connection', (socket) => {
      const endereco = socket.remoteAddress ?? ''
      const n = (abertas.get(endereco) ?? 0) + 1
      if (n > limites.porEndereco) {
        socket.destroy()
        return
      }
      abertas.set(endereco, n)
      socket.once('close', () => {
        const resta = (abertas.get(endereco) ?? 1) - 1
        if (resta > 0) abertas.set(endereco, resta)
        else abertas.delete(endereco)
      })
    })
  }
  return servidor
}

/** Listens on `porta` at `endereco` (HOSTNAME), or on every interface when it is not set. */
export function escutar(servidor: http.Server, porta: number, endereco: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    servidor.once('error', reject)
    const pronto = () => {
      servidor.off('error', reject)
      resolve()
    }
    if (endereco) servidor.listen(porta, endereco, pronto)
    else servidor.listen(porta, pronto)
  })
}
