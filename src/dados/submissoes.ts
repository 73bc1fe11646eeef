import 'server-only'

import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import type { ColecaoDeSubmissao } from '@/access/matriz'
import { enfileirarMensagem, enviarEmSeguida, type NovaMensagem } from '@/server/adaptadores/email/caixa-de-saida'
import { emTransacao } from '@/server/plataforma/transacao'
import { payloadClient } from './payload'

/** Collections of public submissions (the access matrix's submission rows): each has a unique `chaveIdempotencia`. */
export type ColecaoSubmissao = ColecaoDeSubmissao

/** The 409 to a client that sent another submission under an Idempotency-Key it had already used. */
export const MENSAGEM_CHAVE_REUSADA = 'Esta chave de idempotência (Idempotency-Key) já foi usada em outro envio, com outro conteúdo. Gere uma nova chave para cada envio.'

/** Identical submissions less than this apart are one submission (a double click, a retry after a timeout). */
const JANELA_MS = 10 * 60_000

/** A submission's key and, for a content key, the same content's key in the previous window. */
export interface ChavesDeIdempotencia {
  chave: string
  /**
   * For a client's own key: what every submission sent under that key begins with, whatever its
   * content. A stored one under this prefix but not under `chave` is the key reused for another
   * submission: 409, never the first one's answer (issue 34: a registration's retry with someone
   * else's body got a fresh PDF link with the first person's name and CPF).
   */
  daChaveDoCliente?: string
  /**
   * Content keys are counted in fixed windows of JANELA_MS, so two identical sends one second apart
   * may fall on both sides of a boundary: a record under this key is a repeat too. So identical
   * content is one submission for at least 10 minutes (at most 20). Absent for a client's own key.
   */
  anterior?: string
}

/**
 * The idempotency key of a submission: the client's Idempotency-Key header bound to
 * a hash of the content when it sends one (the same key with another body is another
 * key: see daChaveDoCliente), else a hash of the content and its 10-minute window.
 */
export function chaveDeIdempotencia(colecao: string, req: Request, conteudo: unknown, agora = Date.now()): ChavesDeIdempotencia {
  const cabecalho = req.headers.get('idempotency-key')?.trim()
  const texto = JSON.stringify(conteudo)
  if (cabecalho && /^[\w-]{8,100}$/.test(cabecalho)) {
    const daChaveDoCliente = `${colecao}:h:${cabecalho}:`
    return { chave: `${daChaveDoCliente}${createHash('sha256').update(texto).digest('base64url')}`, daChaveDoCliente }
  }
  const janela = Math.floor(agora / JANELA_MS)
  const daJanela = (j: number) => `${colecao}:c:${createHash('sha256').update(texto).update(`|${j}`).digest('base64url')}`
  return { chave: daJanela(janela), anterior: daJanela(janela - 1) }
}

/**
 * Whether a submission was stored under this client key with another content (chaveDeIdempotencia).
 * `like` finds the candidates (its `_` may match more; the prefix is checked exactly after).
 */
export async function chaveDoClienteUsada(colecao: ColecaoSubmissao, daChaveDoCliente: string): Promise<boolean> {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: colecao,
    where: { chaveIdempotencia: { like: daChaveDoCliente } },
    select: { chaveIdempotencia: true },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return r.docs.some((d) => {
    const chave = (d as { chaveIdempotencia?: unknown }).chaveIdempotencia
    return typeof chave === 'string' && chave.startsWith(daChaveDoCliente)
  })
}

export interface Registro {
  id: number | string
  [campo: string]: unknown
}

async function porChave(payload: Payload, colecao: ColecaoSubmissao, chave: string): Promise<Registro | null> {
  const r = await payload.find({ collection: colecao, where: { chaveIdempotencia: { equals: chave } }, limit: 1, depth: 0, overrideAccess: true })
  return (r.docs[0] as Registro | undefined) ?? null
}

/** True when a create failed on a unique index (Payload's ValidationError on that field, or the driver's error). */
export function violouUnicidade(erro: unknown, campo = 'chaveIdempotencia'): boolean {
  // Payload reports a unique index violation as a ValidationError on that field.
  const campos = (erro as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  if (campos?.some((e) => e.path === campo)) return true
  const causa = erro instanceof Error && erro.cause instanceof Error ? erro.cause.message : ''
  const texto = erro instanceof Error ? `${erro.message} ${causa}` : String(erro)
  return /unique|duplicate|already exists|SQLITE_CONSTRAINT|23505/i.test(texto)
}

/** The record a submission with this key already stored, if any (checked before the captcha, which is single-use). */
export async function submissaoRegistrada(colecao: ColecaoSubmissao, chave: string): Promise<Registro | null> {
  return porChave(await payloadClient(), colecao, chave)
}

/**
 * Stores a public submission and its outbox e-mails in one transaction, once per
 * idempotency key: a repeated submission gets the record stored the first time
 * (`repetida: true`) and stores nothing. Records are created by the system on
 * the visitor's behalf, so with overrideAccess (the collections forbid API creates).
 */
export async function registrarSubmissao(
  colecao: ColecaoSubmissao,
  chave: string,
  dados: Record<string, unknown>,
  mensagens: (registro: Registro) => NovaMensagem[],
  /** More work in the same transaction (claiming the submission's attachments); a throw stores nothing. */
  aoGravar?: (registro: Registro, req: PayloadRequest) => Promise<void>,
): Promise<{ registro: Registro; repetida: boolean }> {
  const payload = await payloadClient()
  const anterior = await porChave(payload, colecao, chave)
  if (anterior) return { registro: anterior, repetida: true }

  try {
    const registro = await emTransacao(payload, async (req) => {
      const novo = (await payload.create({
        collection: colecao,
        // The caller's data were parsed by the form's zod schema; the collection validates them again.
        data: { ...dados, chaveIdempotencia: chave } as never,
        req,
        overrideAccess: true,
        depth: 0,
      })) as unknown as Registro
      if (aoGravar) await aoGravar(novo, req)
      for (const m of mensagens(novo)) await enfileirarMensagem(payload, req, m)
      return novo
    })
    enviarEmSeguida(payload)
    return { registro, repetida: false }
  } catch (erro) {
    // Rolled back. Two identical submissions at the same moment: the other one won; answer with it.
    if (violouUnicidade(erro)) {
      const vencedora = await porChave(payload, colecao, chave)
      if (vencedora) return { registro: vencedora, repetida: true }
    }
    throw erro
  }
}

/**
 * A change to a stored submission (documents added to a digital protocol) and
 * its outbox e-mails in one transaction: `trabalho` writes with the given `req`
 * and answers its result and the e-mails to queue; a throw stores nothing.
 */
export async function alterarSubmissao<T>(trabalho: (payload: Payload, req: PayloadRequest) => Promise<{ resultado: T; mensagens: NovaMensagem[] }>): Promise<T> {
  const payload = await payloadClient()
  const resultado = await emTransacao(payload, async (req) => {
    const feito = await trabalho(payload, req)
    for (const m of feito.mensagens) await enfileirarMensagem(payload, req, m)
    return feito.resultado
  })
  enviarEmSeguida(payload)
  return resultado
}

