import net from 'node:net'

/** Where clamd listens: TCP (host and port) or a unix socket (its path). */
export type DestinoClamd = { host: string; porta: number } | { caminho: string }

/** clamd's verdict on one stream. */
export type Veredito = { limpo: true } | { limpo: false; assinatura: string }

/** clamd could not give a verdict (down, slow, or an answer that is not one): the caller fails closed. */
export class ClamdIndisponivel extends Error {
  constructor(motivo: string) {
    super(motivo)
    this.name = 'ClamdIndisponivel'
  }
}

export interface OpcoesDoClamd {
  /** The whole exchange (connect, send, verdict); clamd scans 5 MB in well under a second. */
  prazoMs?: number
  /** Bytes per INSTREAM chunk; clamd's StreamMaxLength bounds the sum, not the chunk. */
  pedacoBytes?: number
}

/** Reads clamd's answer to INSTREAM: `stream: OK`, `stream: <assinatura> FOUND`; anything else is no verdict. */
export function lerVeredito(resposta: string): Veredito {
  // The z-prefixed command makes clamd end its answer with NUL; a newline is tolerated too.
  const linha = resposta.replace(/[\0\r\n]+$/, '')
  if (linha === 'stream: OK') return { limpo: true }
  const achado = /^stream: (.+) FOUND$/.exec(linha)
  if (achado) return { limpo: false, assinatura: achado[1]! }
  throw new ClamdIndisponivel(`resposta inesperada do clamd: ${JSON.stringify(linha.slice(0, 200))}`)
}

/**
 * Sends bytes to clamd with its INSTREAM command (zINSTREAM, then chunks each
 * prefixed by its length as a 4-byte big-endian number, then a zero length) and
 * answers its verdict. Every failure — refused connection, timeout, closed
 * early, an ERROR answer such as the stream size limit — is ClamdIndisponivel.
 */
export function examinarNoClamd(destino: DestinoClamd, bytes: Uint8Array, { prazoMs = 30_000, pedacoBytes = 64 * 1024 }: OpcoesDoClamd = {}): Promise<Veredito> {
  return new Promise((resolve, reject) => {
    const socket = 'caminho' in destino ? net.connect(destino.caminho) : net.connect(destino.porta, destino.host)
    const partes: Buffer[] = []
    let terminado = false
    const terminar = (erro: Error | null, veredito?: Veredito) => {
      if (terminado) return
      terminado = true
      clearTimeout(relogio)
      socket.destroy()
      if (erro) reject(erro)
      else resolve(veredito!)
    }
    const relogio = setTimeout(() => terminar(new ClamdIndisponivel(`o clamd não respondeu em ${prazoMs} ms`)), prazoMs)
    socket.on('error', (e: NodeJS.ErrnoException) => terminar(new ClamdIndisponivel(`falha na conexão com o clamd: ${e.code ?? e.message}`)))
    socket.on('data', (d: Buffer) => {
      partes.push(d)
      // The answer is one NUL-terminated line; clamd then closes, but a verdict needs no wait for that.
      if (d.includes(0)) fechar()
    })
    const fechar = () => {
      try {
        terminar(null, lerVeredito(Buffer.concat(partes).toString('utf8')))
      } catch (e) {
        terminar(e as Error)
      }
    }
    socket.on('end', fechar)
    socket.on('close', () => terminar(new ClamdIndisponivel('o clamd fechou a conexão sem responder')))
    socket.on('connect', () => {
      socket.write('zINSTREAM\0')
      for (let i = 0; i < bytes.byteLength; i += pedacoBytes) {
        const pedaco = bytes.subarray(i, Math.min(i + pedacoBytes, bytes.byteLength))
        const tamanho = Buffer.alloc(4)
        tamanho.writeUInt32BE(pedaco.byteLength)
        socket.write(tamanho)
        socket.write(pedaco)
      }
      socket.write(Buffer.alloc(4))
    })
  })
}
