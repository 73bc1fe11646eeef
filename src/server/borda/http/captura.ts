import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** A response rendered by Next and held in memory instead of being sent. */
export interface RespostaCapturada {
  status: number
  cabecalhos: OutgoingHttpHeaders
  corpo: Buffer
}

export type Manipulador = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>

type Escrita = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean

function paraBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return null
}

function chamarRetorno(...args: unknown[]): void {
  const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined
  if (cb) queueMicrotask(cb)
}

/**
 * Runs Next's handler and keeps its whole response (status, headers, body) in
 * memory: the server decides afterwards what to send (a fresh nonce, gzip, a
 * status the page asked for, the error page in place of an empty document).
 * Headers set with setHeader stay on `res` (nothing is sent until the caller
 * sends); writeHead, write and end are diverted into the capture.
 */
export function capturar(manipulador: Manipulador, req: IncomingMessage, res: ServerResponse): Promise<RespostaCapturada> {
  return new Promise<RespostaCapturada>((resolve, reject) => {
    const pedacos: Buffer[] = []
    let terminado = false

    // The diversions are own properties over ServerResponse's prototype methods: deleting them restores those.
    const restaurar = () => {
      for (const nome of ['writeHead', 'write', 'end', 'flushHeaders'] as const) Reflect.deleteProperty(res, nome)
    }

    res.writeHead = function writeHead(status: number, ...resto: unknown[]) {
      res.statusCode = status
      const cabecalhos = resto.find((r): r is OutgoingHttpHeaders | string[] => Boolean(r) && typeof r === 'object')
      if (Array.isArray(cabecalhos)) {
        for (let i = 0; i + 1 < cabecalhos.length; i += 2) res.setHeader(cabecalhos[i]!, cabecalhos[i + 1]!)
      } else if (cabecalhos) {
        for (const [nome, valor] of Object.entries(cabecalhos)) if (valor !== undefined) res.setHeader(nome, valor)
      }
      return res
    }
    res.flushHeaders = () => undefined
    res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      const b = paraBuffer(chunk, encoding)
      if (b) pedacos.push(Buffer.from(b))
      chamarRetorno(encoding, callback)
      return true
    } as Escrita as ServerResponse['write']
    res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const b = paraBuffer(chunk, encoding)
      if (b) pedacos.push(Buffer.from(b))
      chamarRetorno(chunk, encoding, callback)
      if (!terminado) {
        terminado = true
        restaurar()
        resolve({ status: res.statusCode, cabecalhos: res.getHeaders(), corpo: Buffer.concat(pedacos) })
      }
      return res
    } as ServerResponse['end']

    const falhar = (erro: unknown) => {
      if (terminado) return
      terminado = true
      restaurar()
      reject(erro instanceof Error ? erro : new Error(String(erro)))
    }
    // A handler that returns without ending its response (Next does when the response closed under it)
    // would leave the capture, and everyone waiting on it, pending forever: it fails instead. Checked a
    // turn later, so a handler that ends its response just after returning is not failed.
    manipulador(req, res).then(() => setImmediate(() => falhar(new Error('o manipulador terminou sem encerrar a resposta'))), falhar)
  })
}
