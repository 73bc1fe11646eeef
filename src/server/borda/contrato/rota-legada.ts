import { z } from 'zod'

import { lerBytes } from '../formularios/corpo'
import { CorpoGrandeDemais, ErroDeValidacao } from '../../plataforma/erros-de-formulario'
import { limitar, type Regra } from '../../adaptadores/limites'
import { MENSAGEM_500, MENSAGEM_503, respostaDeRecusa } from '../formularios/resposta'
import { logger } from '../../plataforma/log'
import { saudeDoBanco } from '../../plataforma/saude'

/**
 * The one way a legacy call (spec §7, src/app/(contract)) answers: path params
 * and JSON body parsed with zod; `400 {message}` in Portuguese naming the field
 * (plus `erros`, one per field, for a body: the answer rotaDeFormulario gives too);
 * `503 {message}` when the database is down; `500 {message}` for anything
 * unexpected, logged without personal data. Handlers only parse and call
 * domain/ or server/ (docs/api/openapi.yaml, schema Erro).
 */
type Params = Record<string, string | string[] | undefined>
interface Contexto {
  params: Promise<Params>
}

interface Definicao<P extends z.ZodType, C extends z.ZodType> {
  /** Names the call in logs (never the request's data). */
  nome: string
  params?: P
  corpo?: C
  /** The abuse limit counting each call of a client (server/adaptadores/limites), for calls that cost a lookup or a computation. */
  limite?: Regra
  executar: (entrada: { params: z.output<P>; corpo: z.output<C>; req: Request }) => Promise<unknown>
}

export { MENSAGEM_500, MENSAGEM_503 }

const erro = (status: number, message: string) => respostaDeRecusa('json', status, message)

/** 400 for query parameters a handler parsed itself: `message` names the first field, `erros` lists each one. */
export function respostaDeValidacao(e: z.ZodError): Response {
  const v = ErroDeValidacao.de(e)
  return respostaDeRecusa('json', 400, v.message, v.erros)
}

/** A legacy call's JSON body is small; counted while it streams (413 past it). */
const LIMITE_CORPO = 64 * 1024

async function lerCorpo(req: Request): Promise<{ ok: true; valor: unknown } | { ok: false }> {
  const texto = new TextDecoder().decode(await lerBytes(req, LIMITE_CORPO))
  if (!texto) return { ok: true, valor: undefined }
  try {
    return { ok: true, valor: JSON.parse(texto) as unknown }
  } catch {
    return { ok: false }
  }
}

export function rotaLegada<P extends z.ZodType = z.ZodUndefined, C extends z.ZodType = z.ZodUndefined>(def: Definicao<P, C>) {
  return async function responder(req: Request, ctx: Contexto): Promise<Response> {
    try {
      if (def.limite) {
        const bloqueio = await limitar(def.limite, req)
        if (bloqueio) return bloqueio
      }
      let params: unknown
      if (def.params) {
        const r = def.params.safeParse(await ctx.params)
        if (!r.success) return erro(400, ErroDeValidacao.de(r.error).message)
        params = r.data
      }
      let corpo: unknown
      if (def.corpo) {
        const lido = await lerCorpo(req)
        if (!lido.ok) return erro(400, 'O corpo da requisição não é um JSON válido.')
        const r = def.corpo.safeParse(lido.valor)
        if (!r.success) {
          const v = ErroDeValidacao.de(r.error)
          return respostaDeRecusa('json', 400, v.message, v.erros)
        }
        corpo = r.data
      }
      const r = await def.executar({ params: params as z.output<P>, corpo: corpo as z.output<C>, req })
      return r instanceof Response ? r : Response.json(r, { headers: { 'Cache-Control': 'no-cache' } })
    } catch (e) {
      if (e instanceof CorpoGrandeDemais) return erro(413, e.message)
      const banco = await saudeDoBanco()
      logger().error({ err: e, chamada: def.nome, bancoNoAr: banco }, 'falha numa chamada do contrato')
      return banco ? erro(500, MENSAGEM_500) : erro(503, MENSAGEM_503)
    }
  }
}
