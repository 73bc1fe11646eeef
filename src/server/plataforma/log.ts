import pino, { type DestinationStream, type Logger } from 'pino'

import { ehCampoPessoal, mascararDadosPessoais, textoDeErroSeguro } from '../../domain/privacidade'
import { doProcesso } from './cache/do-processo'
import { env } from './env'

const NOME = 'fomento'
const REMOVIDO = '[removido]'
const PROFUNDIDADE = 8

// ehCampoPessoal splits a name into words (Unicode normalization and four regular expressions): 12 µs
// for the six keys of the request line every request writes, a tenth of the edge's whole cost of a
// cached legacy call (issue 33). Logged keys are a small set named in the code, so each answer is
// kept; a bound keeps keys taken from data (an object whose keys are ids) from growing it.
const CAMPOS_JA_VISTOS = 1000
const pessoal = new Map<string, boolean>()
function campoPessoal(nome: string): boolean {
  let r = pessoal.get(nome)
  if (r === undefined) {
    r = ehCampoPessoal(nome)
    if (pessoal.size < CAMPOS_JA_VISTOS) pessoal.set(nome, r)
  }
  return r
}

/**
 * Values under personal field names (domain/privacidade.ts, a rule by name,
 * so every form's fields are covered) are replaced at any depth of a logged
 * object. Errors are left to `erroSeguro`.
 */
function semCamposPessoais(valor: unknown, profundidade = 0): unknown {
  if (valor === null || typeof valor !== 'object' || valor instanceof Error) return valor
  if (profundidade >= PROFUNDIDADE) return REMOVIDO
  if (Array.isArray(valor)) return valor.map((v) => semCamposPessoais(v, profundidade + 1))
  if (valor instanceof Date) return valor
  const limpo: Record<string, unknown> = {}
  for (const [chave, v] of Object.entries(valor)) {
    limpo[chave] = campoPessoal(chave) ? REMOVIDO : semCamposPessoais(v, profundidade + 1)
  }
  return limpo
}

// Only these properties of an error reach the log: a database driver's error also carries the
// query's parameters, the offending row (`detail`) or the request, and any of them may be a CPF.
const PROPRIEDADES_DO_ERRO = ['code', 'status', 'errno', 'statusCode'] as const

/** An error as logged: its kind, masked message and stack, a few codes, and its cause, by allow-list. */
export function erroSeguro(erro: unknown, profundidade = 0): Record<string, unknown> {
  if (!(erro instanceof Error)) return { type: typeof erro }
  const mensagem = textoDeErroSeguro(erro.message)
  // The stack repeats the message: rebuild it from the safe one and the frames.
  const inicioDosQuadros = erro.stack?.search(/\n\s+at /) ?? -1
  const quadros = erro.stack && inicioDosQuadros >= 0 ? erro.stack.slice(inicioDosQuadros) : ''
  const comoRegistro = erro as unknown as Record<string, unknown>
  const seguro: Record<string, unknown> = { type: erro.constructor?.name ?? 'Error', message: mensagem }
  // An error the client caused (a 4xx: a bad id, a filter, a JSON that is not) is one short line; its
  // stack says nothing about the server. So is the admin's "not-found" (a document that does not exist).
  const status = comoRegistro.status ?? comoRegistro.statusCode
  const doCliente = (typeof status === 'number' && status >= 400 && status < 500) || erro.message === 'not-found'
  if (!doCliente) seguro.stack = `${erro.name}: ${mensagem}${mascararDadosPessoais(quadros)}`
  for (const p of PROPRIEDADES_DO_ERRO) {
    const v = comoRegistro[p]
    if (typeof v === 'string' || typeof v === 'number') seguro[p] = typeof v === 'string' ? mascararDadosPessoais(v) : v
  }
  if (erro.cause !== undefined && profundidade < 3) seguro.cause = erroSeguro(erro.cause, profundidade + 1)
  return seguro
}

/** How many bytes of lines wait before a write, and how long at most (a quiet server's line still shows within this). */
export const LOTE_DO_LOG = { bytes: 4096, ms: 200 }

/**
 * Standard output (or `destino`, a file), written asynchronously in batches: lines gather until 4 KB or
 * 200 ms, then go out in one write. Under load a write per line was a round trip through libuv's thread
 * pool per request, each taking CPU on the main thread and on the other core beside it (issue 33); a
 * synchronous stream, one system call per request. pino flushes what is left synchronously when the
 * process exits, also on a crash; only a kill -9 can lose the last 200 ms of lines.
 */
export const saidaEmLotes = (destino: number | string = 1) =>
  pino.destination({ dest: destino, sync: false, minLength: LOTE_DO_LOG.bytes, periodicFlush: LOTE_DO_LOG.ms })

/**
 * The one logger of the application (HTTP server, Payload, jobs): JSON lines,
 * never personal data. Personal fields are removed from logged objects by
 * name, errors pass an allow-list, and e-mails, CPF/CNPJ and phone numbers
 * are masked inside messages and error texts.
 */
export function criarLogger(nivel: string, destino?: DestinationStream): Logger {
  return pino({
    name: NOME,
    level: nivel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie'], censor: REMOVIDO },
    formatters: { log: (objeto) => semCamposPessoais(objeto) as Record<string, unknown> },
    hooks: {
      logMethod(args, metodo) {
        // An error logged bare would have its raw message copied into `msg`: log it as
        // `err` with the safe message instead.
        const [primeiro, ...resto] = args as unknown[]
        const inicio = primeiro instanceof Error ? [{ err: primeiro }, ...(resto.length ? [] : [primeiro.message])] : [primeiro]
        const limpos = [...inicio, ...resto].map((a) => (typeof a === 'string' ? textoDeErroSeguro(a) : a))
        metodo.apply(this, limpos as Parameters<typeof metodo>)
      },
    },
    serializers: { err: erroSeguro, error: erroSeguro },
  }, destino ?? saidaEmLotes())
}

/**
 * The logger of the request line alone (server/borda/http/etapas/identificar.ts): the same output as
 * `log` (its destination, level and name), without the personal-data passes. Those passes cost about
 * 7 µs a line, and the request line is written once per request: its six keys are named in the code
 * (none personal) and its one free text, the path, is masked where it is built. Every other line keeps
 * the passes.
 */
export function registroDePedidos(log: Logger): Logger {
  return pino({ name: NOME, level: log.level }, (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym])
}

/** The process's logger (shared by the HTTP server and the code inside Next's bundle). */
export function logger(): Logger {
  return doProcesso('logger', () => criarLogger(env().LOG_LEVEL)).valor
}
