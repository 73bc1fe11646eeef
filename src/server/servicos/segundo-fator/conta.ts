import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { ehCodigoDeRecuperacao } from '@/domain/codigo-verificacao'
import { conferirCodigo, enderecoDeCadastro, novoSegredo, type ResultadoDoCodigo } from '@/domain/totp'

import { payloadSecret } from '../../plataforma/env'
import { cifrar, decifrar } from './cifra'
import { codigoParaMostrar, hashDoCodigo, novosCodigos } from './recuperacao'

/**
 * The second factor of one staff account, kept in the hidden `segundoFator`
 * group of the users collection (never readable through the API):
 * - `segredo`: the enrolled TOTP secret, encrypted (cifra.ts);
 * - `segredoNovo`: the secret shown during enrolment, until its first code confirms it;
 * - `ultimoPasso`: the time step of the last code accepted (no replay);
 * - `sessoes`: the Payload session ids (`_sid`) that answered a code;
 * - `codigosRecuperacao`: the HMACs of the unused recovery codes (recuperacao.ts).
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
  codigosRecuperacao?: unknown
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
  const segundoFator = { segredo: null, segredoNovo: null, ultimoPasso: null, sessoes: null, codigosRecuperacao: null, ...dados }
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

/** A code's outcome; a confirmed enrolment also carries the recovery codes, shown this once. */
export type Resultado = (ResultadoDoCodigo & { codigosRecuperacao?: string[] }) | { ok: false; motivo: 'sem-inscricao' | 'ja-ativo' | 'sem-segundo-fator' }

/** New recovery codes for an account: their HMACs to store, and the codes to show once. */
function gerarCodigos(id: number | string): { hashes: string[]; mostrar: string[] } {
  const codigos = novosCodigos()
  return { hashes: codigos.map((c) => hashDoCodigo(c, contexto(id), payloadSecret())), mostrar: codigos.map(codigoParaMostrar) }
}

/** Confirms an enrolment with its first code; the session that confirms counts as verified. */
export async function confirmarInscricao(payload: Payload, id: number | string, sid: string | undefined, codigo: string, agora = Date.now(), req?: Req): Promise<Resultado> {
  const linha = await ler(payload, id, req)
  if (!linha) throw new Error('conta não encontrada')
  if (linha.segundoFatorAtivo) return { ok: false, motivo: 'ja-ativo' }
  const guardado = linha.segundoFator?.segredoNovo
  if (!guardado) return { ok: false, motivo: 'sem-inscricao' }
  const resultado = conferirCodigo(decifrar(guardado, contexto(id), payloadSecret()), codigo, agora, null)
  if (!resultado.ok) return resultado
  const { hashes, mostrar } = gerarCodigos(id)
  await gravar(payload, id, { segredo: guardado, ultimoPasso: resultado.passo, sessoes: comSessao(linha, sid), codigosRecuperacao: hashes }, true, req)
  return { ...resultado, codigosRecuperacao: mostrar }
}

/**
 * New recovery codes for an enrolled account (its owner asks, from a verified session): the old
 * ones stop working. Null when the account has no second factor.
 */
export async function renovarCodigosDeRecuperacao(payload: Payload, id: number | string, req?: Req): Promise<string[] | null> {
  const linha = await ler(payload, id, req)
  if (!linha?.segundoFatorAtivo || !linha.segundoFator?.segredo) return null
  const { hashes, mostrar } = gerarCodigos(id)
  await gravar(payload, id, { ...linha.segundoFator, codigosRecuperacao: hashes }, true, req)
  return mostrar
}

/**
 * A recovery code in place of the app's code: accepted once. The list is replaced only if it is
 * still the one read (compare-and-set in one write), so two sessions spending the same code at once,
 * or two codes at once, never both keep a code alive.
 */
async function usarCodigoDeRecuperacao(payload: Payload, linha: Linha, sid: string, codigo: string): Promise<Resultado> {
  const db = payload.db as unknown as Executor
  const lido = await db.execute({
    drizzle: db.drizzle,
    sql: sql`SELECT segundo_fator_codigos_recuperacao AS codigos FROM users WHERE id = ${linha.id}`,
  })
  const bruto = (lido.rows?.[0] as { codigos?: unknown } | undefined)?.codigos
  const lista: unknown = typeof bruto === 'string' ? JSON.parse(bruto) : bruto
  const hashes = Array.isArray(lista) ? lista.filter((h): h is string => typeof h === 'string') : []
  const hash = hashDoCodigo(codigo, contexto(linha.id), payloadSecret())
  if (!hashes.includes(hash)) return { ok: false, motivo: 'incorreto' }
  const restantes = JSON.stringify(hashes.filter((h) => h !== hash))
  const sessoes = JSON.stringify(comSessao(linha, sid))
  const comando = db.pool
    ? sql`UPDATE users SET segundo_fator_codigos_recuperacao = ${restantes}::jsonb, segundo_fator_sessoes = ${sessoes}::jsonb
        WHERE id = ${linha.id} AND segundo_fator_codigos_recuperacao = ${JSON.stringify(lista)}::jsonb RETURNING id`
    : sql`UPDATE users SET segundo_fator_codigos_recuperacao = ${restantes}, segundo_fator_sessoes = ${sessoes}
        WHERE id = ${linha.id} AND segundo_fator_codigos_recuperacao = ${bruto as string} RETURNING id`
  const { rows = [] } = await db.execute({ drizzle: db.drizzle, sql: comando })
  return rows.length === 1 ? { ok: true, passo: linha.segundoFator?.ultimoPasso ?? 0 } : { ok: false, motivo: 'reutilizado' }
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
  if (ehCodigoDeRecuperacao(codigo)) return usarCodigoDeRecuperacao(payload, linha, sid, codigo)
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
