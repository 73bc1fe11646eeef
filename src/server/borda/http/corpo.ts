import http, { type IncomingMessage } from 'node:http'

import busboy from 'busboy'

/**
 * Request bodies at the door, before Next or Payload see them: counted while
 * they stream (a Content-Length over the limit is refused without reading, a
 * chunked body the moment it passes it: 413), and a multipart body that is not
 * a well-formed form is refused (400) instead of failing deep inside the
 * framework's parser as a 500 (Next reads any multipart POST to a page as a
 * server action; Payload parses every multipart call to /api).
 *
 * Each route keeps its own smaller limit (a form's 64 KB, the PDF's 200 KB:
 * server/borda/formularios/corpo.ts); this is the ceiling for all of them.
 */

const MB = 1024 * 1024

/** The largest public body: the whistleblower report with 5 MB of files as base64 (7 MB + its text). */
export const LIMITE_CORPO_PUBLICO = 8 * MB
/** Staff uploads through /api (the institutional video among them). */
export const LIMITE_CORPO_EQUIPE = 200 * MB
/**
 * Pages and the back-office's own routes: Next reads a POST there as a server action, and fails
 * past its 1 MB (with a 500). No page takes a larger body (forms post to the legacy calls, uploads to /api).
 */
export const LIMITE_CORPO_PAGINA = 1 * MB

export type CorpoNaPorta =
  | { tipo: 'ok'; req: IncomingMessage }
  | { tipo: 'recusado'; status: 400 | 408 | 413; mensagem: string }

const METODOS_COM_CORPO = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const mensagemDeTamanho = (limite: number) =>
  `O envio excede o limite de ${limite >= MB ? `${Math.round(limite / MB)} MB` : `${Math.max(1, Math.round(limite / 1024))} KB`}.`
export const MENSAGEM_MULTIPART_INVALIDO = 'O corpo da requisição não é um formulário válido.'
export const MENSAGEM_CORPO_LENTO = 'O envio demorou demais e foi interrompido.'

const ehMultipart = (tipo: string) => /^\s*multipart\/form-data/i.test(tipo)

/**
 * Whether the request carries a body the server must read (GET/HEAD bodies are ignored by everyone).
 * A multipart POST with an empty body counts: the frameworks' parser fails on it too.
 */
export function temCorpo(req: IncomingMessage): boolean {
  if (!METODOS_COM_CORPO.has((req.method ?? '').toUpperCase())) return false
  if (ehMultipart(String(req.headers['content-type'] ?? ''))) return true
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
}

/**
 * Reads the body up to `limite` bytes within `prazoMs`: 'grande' the moment it passes the size (the
 * rest is never buffered), 'lento' when it has not ended in time (a client that sends a byte now and
 * then holds a connection for nothing).
 */
function lerAte(req: IncomingMessage, limite: number, prazoMs: number): Promise<Buffer | 'grande' | 'lento'> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = []
    let total = 0
    const parar = (r: 'grande' | 'lento') => {
      clearTimeout(relogio)
      req.off('data', aoDado)
      req.pause()
      resolve(r)
    }
    const relogio = setTimeout(() => parar('lento'), prazoMs)
    const aoDado = (parte: Buffer) => {
      total += parte.length
      if (total > limite) return parar('grande')
      partes.push(parte)
    }
    req.on('data', aoDado)
    req.once('end', () => {
      clearTimeout(relogio)
      resolve(Buffer.concat(partes, total))
    })
    req.once('error', (e) => {
      clearTimeout(relogio)
      reject(e)
    })
  })
}

/**
 * Whether the body is a form the frameworks can read: parsed by busboy, the parser Next (server
 * actions) and Payload (/api uploads) use, so what passes here does not fail there. (The platform's
 * own FormData parser is laxer: it took bodies busboy then refused with "Unexpected end of form".)
 */
function multipartValido(bytes: Buffer, tipo: string): Promise<boolean> {
  return new Promise((resolve) => {
    let leitor: busboy.Busboy
    try {
      leitor = busboy({ headers: { 'content-type': tipo } })
    } catch {
      resolve(false)
      return
    }
    // A part without a name is no form field: Next's and Payload's readers fail on it.
    let semNome = false
    leitor.on('field', (nome) => {
      if (nome === undefined) semNome = true
    })
    leitor.on('file', (nome, arquivo) => {
      if (nome === undefined) semNome = true
      arquivo.resume()
    })
    leitor.once('error', () => resolve(false))
    leitor.once('close', () => resolve(!semNome))
    leitor.end(bytes)
  })
}

/** A request like `original` whose body is `bytes`, already read (for Next, which reads it again). */
function comCorpo(original: IncomingMessage, bytes: Buffer): IncomingMessage {
  const req = new http.IncomingMessage(original.socket)
  req.method = original.method
  req.url = original.url
  req.httpVersion = original.httpVersion
  req.httpVersionMajor = original.httpVersionMajor
  req.httpVersionMinor = original.httpVersionMinor
  const headers = { ...original.headers, 'content-length': String(bytes.length) }
  delete headers['transfer-encoding']
  req.headers = headers
  req.rawHeaders = Object.entries(headers).flatMap(([n, v]) => (Array.isArray(v) ? v.flatMap((x) => [n, x]) : [n, String(v)]))
  if (bytes.length) req.push(bytes)
  req.push(null)
  // Complete, like a request whose body the parser finished: otherwise, once read to the end and
  // destroyed, Node would take it for an aborted upload and close the visitor's connection.
  req.complete = true
  return req
}

/**
 * The request to hand on (its body read and checked), or the refusal to send. A request without
 * a body is handed on as it is.
 */
export async function corpoNaPorta(req: IncomingMessage, limite: number, prazoMs = 30_000): Promise<CorpoNaPorta> {
  if (!temCorpo(req)) return { tipo: 'ok', req }
  if (Number(req.headers['content-length'] ?? 0) > limite) return { tipo: 'recusado', status: 413, mensagem: mensagemDeTamanho(limite) }
  const bytes = await lerAte(req, limite, prazoMs)
  if (bytes === 'grande') return { tipo: 'recusado', status: 413, mensagem: mensagemDeTamanho(limite) }
  if (bytes === 'lento') return { tipo: 'recusado', status: 408, mensagem: MENSAGEM_CORPO_LENTO }
  const tipo = String(req.headers['content-type'] ?? '')
  if (ehMultipart(tipo) && !(await multipartValido(bytes, tipo))) {
    return { tipo: 'recusado', status: 400, mensagem: MENSAGEM_MULTIPART_INVALIDO }
  }
  return { tipo: 'ok', req: comCorpo(req, bytes) }
}
