import pino, { type DestinationStream, type Logger } from 'pino'

import { CAMPOS_PESSOAIS, mascararDadosPessoais } from '../domain/privacidade'
import { doProcesso } from './cache/do-processo'
import { env } from './env'

/**
 * The one logger of the application (HTTP server, Payload, jobs): JSON lines,
 * never personal data. Values under personal field names are replaced wherever
 * they appear in a logged object (two levels deep, plus request bodies), and
 * e-mails, CPF/CNPJ and phone numbers are masked inside messages and error texts.
 */
export function criarLogger(nivel: string, destino?: DestinationStream): Logger {
  const caminhos: string[] = CAMPOS_PESSOAIS.flatMap((c) => [c, `*.${c}`, `*.*.${c}`, `data.${c}`, `body.${c}`])
  return pino({
    name: 'fomento',
    level: nivel,
    redact: { paths: [...caminhos, 'req.headers.cookie', 'req.headers.authorization', 'headers.cookie'], censor: '[removido]' },
    hooks: {
      logMethod(args, metodo) {
        const limpos = args.map((a: unknown) => (typeof a === 'string' ? mascararDadosPessoais(a) : a))
        metodo.apply(this, limpos as Parameters<typeof metodo>)
      },
    },
    serializers: {
      err: (e: unknown) => {
        const s = pino.stdSerializers.err(e as Error)
        return { ...s, message: mascararDadosPessoais(s.message ?? ''), stack: s.stack ? mascararDadosPessoais(s.stack) : undefined }
      },
    },
  }, destino ?? pino.destination(1))
}

/** The process's logger (shared by the HTTP server and the code inside Next's bundle). */
export function logger(): Logger {
  return doProcesso('logger', () => criarLogger(env().LOG_LEVEL)).valor
}
