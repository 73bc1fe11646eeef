import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { conferirCodigo, enderecoDeCadastro, novoSegredo, type ResultadoDoCodigo } from '@/domain/totp'

import { payloadSecret } from '../env'
import { cifrar, decifrar } from './cifra'

/**
 * The second factor of one staff account, kept in the hidden `segundoFator`
 * group of the users collection (never readable through the API):
 * - `segredo`: the enrolled TOTP secret, encrypted (cifra.ts);
 * - `segredoNovo`: the secret shown during enrolment, until its first code confirms it;
 * - `ultimoPasso`: the time step of the last code accepted (no replay);
 * - `sessoes`: the Payload session ids (`_sid`) that answered a code.
 * Tying "verified" to the session id means a new sign-in asks again, and a
 * session that ends (logout, expiry) takes its verification with it.
 * Written with the database adapter directly: no hooks, no audit of the
 * account's own bookkeeping, nothing of it in any response.
 */

const USERS = 'users'

interface DadosSegundoFator {
  segredo?: string | null
  segredoNovo?: string | null
  ultimoPasso?: number | null
  sessoes?: unknown
}

interface Linha {
  id: number | string
  email?: string | null
  sessions?: { id: string }[] | null
  segundoFatorAtivo?: boolean | null
  segundoFator?: DadosSegundoFator | null
}

type Req = Partial<PayloadRequest> | undefined

const contexto = (id: number | string) => `users:${String(id)}`

async function ler(payload: Payload, id: number | string, req: Req): Promise<Linha | null> {
  return payload.db.findOne<Linha>({ collection: USERS, where: { id: { equals: id } }, req })
}

async function gravar(payload: Payload, id: number | string, dados: DadosSegundoFator, ativo: boolean, req: Req): Promise<void> {
  const segundoFator = { segredo: null, segredoNovo: null, ultimoPasso: null, sessoes: null, ...dados }
  await payload.db.updateOne({ collection: USERS, id, data: { segundoFator, segundoFatorAtivo: ativo }, req, returning: false })
}

function sessoesVerificadas(linha: Linha): string[] {
  const s = linha.segundoFator?.sessoes
  return Array.isArray(s) ? s.filter((x): x is string => typeof x === 'string') : []
}

/** The verified sessions that are still open, plus this one: ended sessions drop out as codes are answered. */
function comSessao(linha: Linha, sid: string | undefined): string[] {
  const abertas = new Set((linha.sessions ?? []).map((s) => s.id))
  const mantidas = sessoesVerificadas(linha).filter((s) => abertas.has(s))
  return sid && !mantidas.includes(sid) ? [...mantidas, sid] : mantidas
}

/** What the auth strategy needs for one request: has the account TOTP, has this session answered a code. */
export async function situacaoDaSessao(payload: Payload, id: number | string, sid: string | undefined, req?: Req): Promise<{ ativo: boolean; sessaoVerificada: boolean }> {
  const linha = await ler(payload, id, req)
  const ativo = Boolean(linha?.segundoFatorAtivo && linha.segundoFator?.segredo)
  return { ativo, sessaoVerificada: Boolean(ativo && sid && linha && sessoesVerificadas(linha).includes(sid)) }
}

export type Inscricao = { segredo: string; endereco: string }

/**
 * Starts (or shows again) an enrolment: a new secret is kept apart until its
 * first code confirms it, so reloading the screen shows the same QR code and an
 * unconfirmed enrolment never locks anyone out. Null when TOTP is already active.
 */
export async function iniciarInscricao(payload: Payload, id: number | string, emissor: string, req?: Req): Promise<Inscricao | null> {
  const linha = await ler(payload, id, req)
  if (!linha) throw new Error('conta não encontrada')
  if (linha.segundoFatorAtivo) return null
  const guardado = linha.segundoFator?.segredoNovo
  let segredo: string | undefined
  if (guardado) {
    try {
      segredo = decifrar(guardado, contexto(id), payloadSecret())
    } catch {
      segredo = undefined // made under another PAYLOAD_SECRET: start over
    }
  }
  if (!segredo) {
    segredo = novoSegredo()
    await gravar(payload, id, { ...linha.segundoFator, segredoNovo: cifrar(segredo, contexto(id), payloadSecret()) }, false, req)
  }
  return { segredo, endereco: enderecoDeCadastro(segredo, linha.email ?? 'conta', emissor) }
}

export type Resultado = ResultadoDoCodigo | { ok: false; motivo: 'sem-inscricao' | 'ja-ativo' | 'sem-segundo-fator' }

/** Confirms an enrolment with its first code; the session that confirms counts as verified. */
export async function confirmarInscricao(payload: Payload, id: number | string, sid: string | undefined, codigo: string, agora = Date.now(), req?: Req): Promise<Resultado> {
  const linha = await ler(payload, id, req)
  if (!linha) throw new Error('conta não encontrada')
  if (linha.segundoFatorAtivo) return { ok: false, motivo: 'ja-ativo' }
  const guardado = linha.segundoFator?.segredoNovo
  if (!guardado) return { ok: false, motivo: 'sem-inscricao' }
  const resultado = conferirCodigo(decifrar(guardado, contexto(id), payloadSecret()), codigo, agora, null)
  if (!resultado.ok) return resultado
  await gravar(payload, id, { segredo: guardado, ultimoPasso: resultado.passo, sessoes: comSessao(linha, sid) }, true, req)
  return resultado
}

interface Executor {
  execute: (a: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: readonly { id?: unknown }[] }>
  drizzle: unknown
  pool?: unknown
}

/**
 * Takes a code's step for the account and records the session, in one conditional write: only
 * if no code of this step or a later one was accepted meanwhile. Reading `ultimoPasso`, checking
 * and then writing let the same code pass in several sessions at once (five parallel answers,
 * five accepted: decision 0015's replay race); now one write wins and the others find the step
 * taken. False when it was taken.
 */
async function tomarPasso(payload: Payload, id: number | string, passo: number, sessoes: string[]): Promise<boolean> {
  const db = payload.db as unknown as Executor
  const lista = JSON.stringify(sessoes)
  const comando = db.pool
    ? sql`UPDATE users SET segundo_fator_ultimo_passo = ${passo}::numeric, segundo_fator_sessoes = ${lista}::jsonb
        WHERE id = ${id} AND (segundo_fator_ultimo_passo IS NULL OR segundo_fator_ultimo_passo < ${passo}::numeric)
        RETURNING id`
    : sql`UPDATE users SET segundo_fator_ultimo_passo = ${passo}, segundo_fator_sessoes = ${lista}
        WHERE id = ${id} AND (segundo_fator_ultimo_passo IS NULL OR segundo_fator_ultimo_passo < ${passo})
        RETURNING id`
  const { rows = [] } = await db.execute({ drizzle: db.drizzle, sql: comando })
  return rows.length === 1
}

/** Answers the code for one session of an enrolled account. */
export async function verificarSessao(payload: Payload, id: number | string, sid: string, codigo: string, agora = Date.now(), req?: Req): Promise<Resultado> {
  const linha = await ler(payload, id, req)
  const guardado = linha?.segundoFator?.segredo
  if (!linha || !linha.segundoFatorAtivo || !guardado) return { ok: false, motivo: 'sem-segundo-fator' }
  const resultado = conferirCodigo(decifrar(guardado, contexto(id), payloadSecret()), codigo, agora, linha.segundoFator?.ultimoPasso)
  if (!resultado.ok) return resultado
  if (!(await tomarPasso(payload, id, resultado.passo, comSessao(linha, sid)))) return { ok: false, motivo: 'reutilizado' }
  return resultado
}

/** Clears an account's second factor (an administrator's reset): it enrols again at its next sign-in. */
export async function redefinirSegundoFator(payload: Payload, id: number | string, req?: Req): Promise<boolean> {
  const linha = await ler(payload, id, req)
  if (!linha) return false
  await gravar(payload, id, {}, false, req)
  return true
}
