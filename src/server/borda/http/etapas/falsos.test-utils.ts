import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import net from 'node:net'

/** A request as the stages see it, on a socket that connects nowhere. */
export function pedidoFalso(url: string, headers: IncomingMessage['headers'] = {}, method = 'GET'): IncomingMessage {
  const req = new http.IncomingMessage(new net.Socket())
  req.url = url
  req.method = method
  req.headers = headers
  req.push(null)
  return req
}

/** What a stage wrote: status, headers (lower-case names) and body. */
export interface Escrito {
  status: number
  cabecalhos: OutgoingHttpHeaders
  corpo: string
  bytes: Buffer
  res: ServerResponse
}

/** A response that records what is written to it. */
export function respostaFalsa(): Escrito {
  const escrito: Escrito = { status: 0, cabecalhos: {}, corpo: '', bytes: Buffer.alloc(0), res: undefined as unknown as ServerResponse }
  const pedacos: Buffer[] = []
  const res = {
    headersSent: false,
    setHeader(nome: string, v: string) {
      escrito.cabecalhos[nome.toLowerCase()] = v
      return res
    },
    writeHead(status: number, cabecalhos: OutgoingHttpHeaders = {}) {
      escrito.status = status
      for (const [n, v] of Object.entries(cabecalhos)) escrito.cabecalhos[n.toLowerCase()] = v
      return res
    },
    cork() {},
    write(p: Buffer | string) {
      pedacos.push(Buffer.from(p))
      return true
    },
    end(p?: Buffer | string) {
      if (p) pedacos.push(Buffer.from(p))
      escrito.bytes = Buffer.concat(pedacos)
      escrito.corpo = escrito.bytes.toString('utf8')
      return res
    },
  }
  escrito.res = res as unknown as ServerResponse
  return escrito
}
