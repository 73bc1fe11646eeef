import 'server-only'

import type { z } from 'zod'

import { chaveDaRequisicao, consumir, ehLimiteExcedido, type LimiteExcedido, mensagemLimiteExcedido, type Regra } from '@/server/adaptadores/limites'
import { logger } from '@/server/plataforma/log'
import { saudeDoBanco } from '@/server/plataforma/saude'
import { MENSAGEM_CAPTCHA_AUSENTE, MENSAGEM_CAPTCHA_INVALIDO, verificarCaptcha } from '../captchas'
import { chaveDeIdempotencia, chaveDoClienteUsada, MENSAGEM_CHAVE_REUSADA, submissaoRegistrada, type ColecaoSubmissao, type Registro } from '../submissoes'
import { lerCorpo } from '@/server/borda/formularios/corpo'
import { ErroDeFormulario, ErroDeValidacao } from '@/server/plataforma/erros-de-formulario'
import { MENSAGEM_500, MENSAGEM_503, respostaDeRecusa, respostaDeSucesso, type FormaDeResposta } from '@/server/borda/formularios/resposta'

/** The names a captcha's answer arrives under: ALTCHA's own, reCAPTCHA's, and the digital protocol's. */
const CAMPOS_CAPTCHA = ['captcha', 'g-recaptcha-response', 'gRecaptchaResponse'] as const

/** A body larger than this is refused unless the form says otherwise (a form of text fields is a few KB). */
export const LIMITE_PADRAO = 64 * 1024

/** What registrar receives: the parsed fields, the submission's idempotency key, the files of a multipart body. */
export interface EntradaRegistrar<D> {
  dados: D
  /** The key to pass to registrarSubmissao ('' when the definition declares no idempotencia). */
  chave: string
  req: Request
  arquivos: Map<string, File[]>
}

/**
 * A form as its route serves it (features/<f>/servidor.ts). The route file is
 * one line: `export const POST = rotaDeFormulario(definicao)`.
 */
export interface DefinicaoDeFormulario<S extends z.ZodType> {
  /** Names the call in logs (never the submission's data). */
  nome: string
  esquema: S
  /** Verify the captcha (single-use) after the schema and the idempotency check. */
  captcha: boolean
  /** The refusal of a missing captcha when the form's spec words it its own way (spec 3 §8); default MENSAGEM_CAPTCHA_AUSENTE (spec 1). */
  mensagemCaptchaAusente?: string
  /**
   * The submission's collection: a repeat (same Idempotency-Key header, or same
   * content within 10 minutes) is answered by `repetida` before the captcha is
   * spent, and registrar gets the key for registrarSubmissao.
   */
  idempotencia?: {
    colecao: ColecaoSubmissao
    /** What identifies the submission (default: the parsed fields without the captcha). */
    conteudo?: (dados: z.output<S>) => unknown
    /** The answer to a repeat, from the record stored the first time. */
    repetida: (registro: Registro) => unknown
    /**
     * Finds the record a repeat refers to, when a submission may also be stored
     * elsewhere than under the collection's key (documents added to a protocol
     * keep their key on the later sending); default: submissaoRegistrada.
     */
    encontrar?: (chave: string) => Promise<Registro | null>

  }
  /**
   * Completes the body's fields before the schema parses them, from what the
   * request carries besides its body (a legacy client's upload cookie).
   */
  preparar?: (valor: unknown, req: Request) => Promise<unknown>
  /**
   * The abuse limit counting each call of this client (server/adaptadores/limites/regras.ts), before the body
   * is read: 'formulario' unless the form says otherwise ('consulta' for a lookup).
   */
  limite?: Regra
  /** Bytes the whole body may have; default LIMITE_PADRAO. */
  limiteBytes?: number
  resposta: FormaDeResposta
  /**
   * Stores the submission and returns the success value: for 'json' the answer's
   * body, for 'html' the success message, for 'texto' the text (e.g. the protocol
   * number). Throws ErroDeFormulario for a refusal the schema cannot know (unknown product).
   */
  registrar: (entrada: EntradaRegistrar<z.output<S>>) => Promise<unknown>
}

function semCaptcha(dados: unknown): unknown {
  if (!dados || typeof dados !== 'object' || Array.isArray(dados)) return dados
  const copia = { ...(dados as Record<string, unknown>) }
  for (const c of CAMPOS_CAPTCHA) delete copia[c]
  return copia
}

function captchaDe(valor: unknown): string | undefined {
  if (!valor || typeof valor !== 'object') return undefined
  const campos = valor as Record<string, unknown>
  for (const c of CAMPOS_CAPTCHA) {
    const v = campos[c]
    if (typeof v === 'string' && v) return v
  }
  return undefined
}

async function atender<S extends z.ZodType>(def: DefinicaoDeFormulario<S>, req: Request): Promise<Response> {
  // Counted first: a flood of calls costs no body read, no query, no captcha check.
  await consumir(def.limite ?? 'formulario', chaveDaRequisicao(req))
  const lido = await lerCorpo(req, def.limiteBytes ?? LIMITE_PADRAO)
  const valor = def.preparar ? await def.preparar(lido.valor, req) : lido.valor
  const { arquivos } = lido
  const r = def.esquema.safeParse(valor)
  if (!r.success) throw ErroDeValidacao.de(r.error)
  const dados = r.data

  let chave = ''
  if (def.idempotencia) {
    const { colecao, conteudo = semCaptcha, repetida, encontrar = (c: string) => submissaoRegistrada(colecao, c) } = def.idempotencia
    const chaves = chaveDeIdempotencia(colecao, req, conteudo(dados))
    chave = chaves.chave
    // Before the captcha: a retry after a lost answer carries a captcha that was already spent.
    const anterior = (await encontrar(chave)) ?? (chaves.anterior ? await encontrar(chaves.anterior) : null)
    if (anterior) return respostaDeSucesso(def.resposta, repetida(anterior))
    // The client's key already named another submission: refused, nothing stored, nothing of the first one shown.
    if (chaves.daChaveDoCliente && (await chaveDoClienteUsada(colecao, chaves.daChaveDoCliente))) throw new ErroDeFormulario(409, '', MENSAGEM_CHAVE_REUSADA)
  }

  if (def.captcha) {
    const verificacao = await verificarCaptcha(captchaDe(valor))
    if (verificacao === 'ausente') throw new ErroDeFormulario(400, 'captcha', def.mensagemCaptchaAusente ?? MENSAGEM_CAPTCHA_AUSENTE)
    if (verificacao === 'invalido') throw new ErroDeFormulario(400, 'captcha', MENSAGEM_CAPTCHA_INVALIDO)
  }

  return respostaDeSucesso(def.resposta, await def.registrar({ dados, chave, req, arquivos }))
}

/** 429 in the form's shape, with Retry-After (a registrar may raise LimiteExcedido too: the simulation's e-mails). */
function respostaDeLimite(forma: FormaDeResposta, e: LimiteExcedido): Response {
  const r = respostaDeRecusa(forma, 429, mensagemLimiteExcedido(e.segundosParaEsperar))
  r.headers.set('Retry-After', String(e.segundosParaEsperar))
  return r
}

/**
 * The one submission route: the client's abuse limit → body (JSON, urlencoded or multipart, bounded while
 * it streams) → the form's schema → idempotency → captcha → the feature's
 * registrar → the contract's answer. Refusals are ErroDeFormulario, turned into
 * answers here and nowhere else; anything else is 503 when the database is down,
 * else 500, logged without the submission's data.
 */
export function rotaDeFormulario<S extends z.ZodType>(def: DefinicaoDeFormulario<S>) {
  // The route's context (params) is not used: a form's fields come in its body.
  return async function responder(req: Request, _contexto?: unknown): Promise<Response> {
    try {
      return await atender(def, req)
    } catch (e) {
      if (ehLimiteExcedido(e)) return respostaDeLimite(def.resposta, e)
      if (e instanceof ErroDeFormulario) {
        // JSON keeps the legacy "campo: mensagem"; a page or a text is read by the visitor as it is.
        const mensagem = def.resposta === 'json' ? e.message : (e.erros[0]?.mensagem ?? e.message)
        return respostaDeRecusa(def.resposta, e.status, mensagem, e.erros)
      }
      const banco = await saudeDoBanco()
      logger().error({ err: e, chamada: def.nome, bancoNoAr: banco }, 'falha numa chamada de formulário')
      return banco ? respostaDeRecusa(def.resposta, 500, MENSAGEM_500) : respostaDeRecusa(def.resposta, 503, MENSAGEM_503)
    }
  }
}
