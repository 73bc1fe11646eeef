import fs from 'node:fs/promises'
import path from 'node:path'

import { APIError, NotFound, type Endpoint, type FlattenedField, type PayloadRequest, type SanitizedCollectionConfig, type SanitizedConfig, type Where } from 'payload'

/**
 * What a client can send Payload's REST API that Payload itself cannot read, refused as a 4xx
 * with a Portuguese message before it reaches the database (issue 33, F3–F7). Left alone, each
 * of these failed deep in the adapter and answered 500 with a stack in the log: an id that is not
 * a number, a query operator the adapters do not implement, a number or date no database can
 * hold, a negative limit, a missing file, an email verification on accounts that have none, the
 * versions of a global that keeps none.
 */

/** The largest id a PostgreSQL `serial` column holds (SQLite's is larger; the smaller bounds both). */
const MAIOR_ID = 2_147_483_647

/** Operators the database adapters implement for the fields this site has (no point fields: no near/within/intersects). */
const OPERADORES = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])

/** A 400 the client caused: Payload logs it as one info line with its message, never a stack (loggingLevels below). */
export class EntradaInvalida extends APIError {
  constructor(mensagem: string) {
    super(mensagem, 400, undefined, true)
    this.name = 'EntradaInvalida'
  }
}

export const MENSAGEM_ID_INVALIDO = 'Registro não encontrado.'
export const MENSAGEM_ARQUIVO_AUSENTE = 'Arquivo não encontrado.'

/** A numeric id the database can hold, or null. */
export function idNumerico(id: unknown): number | null {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAIOR_ID ? n : null
}

/** An integer a PostgreSQL `integer` column holds (a filter's value for an id). */
function inteiroDaColuna(v: unknown): boolean {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v) ? Number(v) : NaN
  return Number.isInteger(n) && Math.abs(n) <= MAIOR_ID
}

/** A date Payload can store: an ISO-like text whose calendar parts exist (2020-13-45 does not), or a Date. */
export function dataValida(v: unknown): boolean {
  if (v instanceof Date) return !Number.isNaN(v.getTime())
  if (typeof v !== 'string' || v.length > 40) return false
  const partes = /^(\d{4})-(\d{2})-(\d{2})/.exec(v)
  const d = new Date(v)
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() > 9999) return false
  if (!partes) return true
  const [, ano, mes, dia] = partes.map(Number) as [number, number, number, number]
  const so = new Date(Date.UTC(ano, mes - 1, dia))
  return so.getUTCMonth() === mes - 1 && so.getUTCDate() === dia
}

const numeroFinito = (v: unknown) => (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && v.trim() !== '' && v.length <= 40 && Number.isFinite(Number(v)))

/** The values of an operator: `in` and friends take a list or a comma-separated text. */
function valoresDe(operador: string, valor: unknown): unknown[] {
  if (['in', 'not_in', 'all'].includes(operador)) return Array.isArray(valor) ? valor : typeof valor === 'string' ? valor.split(',') : [valor]
  return [valor]
}

type Tipo = 'id' | 'numero' | 'data' | 'outro'

function tipoDoCaminho(campos: readonly FlattenedField[], caminho: string): Tipo {
  const [primeiro] = caminho.split('.')
  if (caminho === 'id') return 'id'
  const campo = campos.find((c) => c.name === primeiro)
  if (!campo || caminho.includes('.')) return 'outro'
  if (campo.type === 'number') return 'numero'
  if (campo.type === 'date') return 'data'
  if ((campo.type === 'relationship' || campo.type === 'upload') && typeof campo.relationTo === 'string') return 'id'
  return 'outro'
}

/** One value a column binds: a text, number or boolean, or a Date (Payload's own admin views filter with one: the document lock's `updatedAt`). */
const escalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v) || (v instanceof Date && !Number.isNaN(v.getTime()))

function conferirValor(tipo: Tipo, operador: string, valor: unknown, caminho: string): void {
  const erro = () => new EntradaInvalida(`Valor inválido no filtro "${caminho.slice(0, 60)}".`)
  // A list where one value goes (`[equals][0]=a&[equals][1]=b`), or an object: no column binds it.
  if (!['in', 'not_in', 'all'].includes(operador) && !escalar(valor) && valor !== undefined) throw erro()
  if (operador === 'exists' || valor === null || valor === undefined) return
  for (const v of valoresDe(operador, valor)) {
    if (!escalar(v)) throw erro()
    if (v === null || v === '') continue
    // In a filter any integer a column holds is a fair question (0 or -1 find nothing); text or 1e999 is not.
    if (tipo === 'id' && !inteiroDaColuna(typeof v === 'string' ? v.trim() : v)) throw erro()
    if (tipo === 'numero' && !numeroFinito(v)) throw erro()
    if (tipo === 'data' && !dataValida(v)) throw erro()
    if (tipo === 'outro' && ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'].includes(operador) && typeof v === 'string' && /^[+-]?(\d|\.\d)/.test(v) && !numeroFinito(v) && !dataValida(v)) throw erro()
  }
}

/** Walks a `where` (and/or nested): every operator implemented, every value one the field's column can hold. */
export function conferirWhere(where: unknown, campos: readonly FlattenedField[], profundidade = 0): void {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where) || profundidade > 10) throw new EntradaInvalida('Filtro inválido.')
  for (const [chave, condicao] of Object.entries(where as Record<string, unknown>)) {
    if (chave === 'and' || chave === 'or') {
      const lista = Array.isArray(condicao) ? condicao : condicao && typeof condicao === 'object' ? Object.values(condicao) : null
      if (!lista) throw new EntradaInvalida('Filtro inválido.')
      for (const w of lista) conferirWhere(w, campos, profundidade + 1)
      continue
    }
    if (!condicao || typeof condicao !== 'object' || Array.isArray(condicao)) throw new EntradaInvalida(`Filtro inválido em "${chave.slice(0, 60)}".`)
    const tipo = tipoDoCaminho(campos, chave)
    for (const [operador, valor] of Object.entries(condicao as Record<string, unknown>)) {
      if (!OPERADORES.has(operador)) throw new EntradaInvalida(`Operador de filtro não suportado: "${operador.slice(0, 30)}".`)
      conferirValor(tipo, operador, valor, chave)
    }
  }
}

interface ArgsDaOperacao {
  id?: unknown
  data?: unknown
  where?: Where
  limit?: unknown
  page?: unknown
  depth?: unknown
}

const LIMITES_DE_PAGINACAO = { limit: [0, 100_000], page: [1, 1_000_000], depth: [0, 10] } as const

/**
 * The paging arguments of a call that did not come from the REST API (a Local API call: the
 * back-office's own views, which take `page` from the address and `limit` from the staff's saved
 * list preferences), made readable instead of refused: a value out of range is left out (Payload's
 * default) or, for depth, bounded. Refusing them failed the view's render. The filter, the id and the
 * data are still checked as for REST: leaving a filter out would widen the query.
 */
export function ajustarPaginacao<T extends ArgsDaOperacao>(args: T): T {
  const ajustados: ArgsDaOperacao = { ...args }
  for (const [chave, [menor, maior]] of Object.entries(LIMITES_DE_PAGINACAO) as [keyof typeof LIMITES_DE_PAGINACAO, readonly [number, number]][]) {
    const v = args[chave]
    if (v === undefined || (Number.isInteger(v) && (v as number) >= menor && (v as number) <= maior)) continue
    ajustados[chave] = chave === 'depth' && typeof v === 'number' && !Number.isNaN(v) ? Math.min(Math.max(Math.trunc(v), menor), maior) : undefined
  }
  return ajustados as T
}

/** The arguments of one operation, checked (throws the 4xx); see the module's comment. */
export function conferirArgumentos(args: ArgsDaOperacao, colecao: Pick<SanitizedCollectionConfig, 'flattenedFields'>, t?: PayloadRequest['t']): void {
  // A collection with its own id field (none today) keeps whatever ids it defines.
  const idProprio = colecao.flattenedFields.some((c) => c.name === 'id')
  if (args.id !== undefined && !idProprio && idNumerico(args.id) === null) throw new NotFound(t)
  if (args.limit !== undefined && !(Number.isInteger(args.limit) && (args.limit as number) >= 0 && (args.limit as number) <= 100_000)) {
    throw new EntradaInvalida('O parâmetro limit deve ser um número inteiro entre 0 e 100000.')
  }
  if (args.page !== undefined && !(Number.isInteger(args.page) && (args.page as number) >= 1 && (args.page as number) <= 1_000_000)) {
    throw new EntradaInvalida('O parâmetro page deve ser um número inteiro entre 1 e 1000000.')
  }
  if (args.depth !== undefined && !(Number.isInteger(args.depth) && (args.depth as number) >= 0 && (args.depth as number) <= 10)) {
    throw new EntradaInvalida('O parâmetro depth deve ser um número inteiro entre 0 e 10.')
  }
  conferirWhere(args.where, colecao.flattenedFields)
  conferirDados(args.data)
}

/**
 * A create or an update with no data at all: a REST call whose body Payload could not read (text,
 * XML) reached the field hooks with nothing and failed in them. An upload may come with its file only.
 */
export function conferirPresencaDosDados(operacao: string, args: { data?: unknown; req?: { file?: unknown } }): void {
  if ((operacao === 'create' || operacao === 'update') && args.data === undefined && !args.req?.file) {
    throw new EntradaInvalida('O corpo da requisição deve ser um objeto JSON com os campos do documento.')
  }
}

const objetoSimples = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A document's data, when given, is an object of fields: `null`, a list or a text made Payload's hooks fail reading it. */
export function conferirDados(dados: unknown): void {
  if (dados !== undefined && !objetoSimples(dados)) throw new EntradaInvalida('O corpo da requisição deve ser um objeto JSON com os campos do documento.')
}

/** Each route of a collection with an `:id` answers 404 to an id no row can have, before Payload asks the database with it. */
function comIdConferido(endpoint: Endpoint): Endpoint {
  if (!endpoint.path.includes(':id')) return endpoint
  const handler = endpoint.handler
  return { ...endpoint, handler: (req) => (idNumerico(req.routeParams?.id) === null ? naoEncontrado() : handler(req)) }
}

const naoEncontrado = () => Response.json({ errors: [{ message: MENSAGEM_ID_INVALIDO }] }, { status: 404 })

/** Routes Payload registers for a feature the entity does not use: answered 404, before Payload's handler fails on them. */
const rotasInexistentes = (caminhos: [string, Endpoint['method']][]): Endpoint[] => caminhos.map(([p, method]) => ({ path: p, method, handler: naoEncontrado }))

/** The versions' routes of an entity that keeps none (Payload's failed reading a table that is not there). */
const rotasDeVersoes = () =>
  rotasInexistentes([
    ['/versions', 'get'],
    ['/versions/:id', 'get'],
    ['/versions/:id', 'post'],
  ])

/** A local file that is not there (or a name no file can have): 404 with a message, before Payload's 500. */
type Manipulador = NonNullable<NonNullable<SanitizedCollectionConfig['upload']>['handlers']>[number]

function arquivoLocalAusente(staticDir: string): Manipulador {
  // Payload's type says Response | void or a promise of one of them; an async function's is a promise of either.
  return (async (_req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    const nome = params.filename
    const ausente = () => Response.json({ errors: [{ message: MENSAGEM_ARQUIVO_AUSENTE }] }, { status: 404 })
    if (!nome || nome.includes('\0') || nome.length > 255) return ausente()
    const pasta = path.resolve(staticDir)
    const caminho = path.resolve(pasta, nome)
    if (!caminho.startsWith(pasta + path.sep)) return ausente()
    const existe = await fs.stat(caminho).then((s) => s.isFile(), () => false)
    if (!existe) return ausente()
    return undefined
  }) as Manipulador
}

/** DELETE /api/payload-preferences/:key: Payload's own fails on SQLite (a join alias); this one finds the preference, then deletes it by id. */
const excluirPreferencia: Endpoint = {
  path: '/:key',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Você precisa entrar para fazer isso.' }] }, { status: 401 })
    const key = typeof req.routeParams?.key === 'string' ? req.routeParams.key : ''
    const { docs } = await req.payload.find({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const doc = docs[0]
    if (!doc) return naoEncontrado()
    await req.payload.delete({ collection: 'payload-preferences', id: doc.id, overrideAccess: true, req })
    return Response.json({ message: 'Preferência excluída.' })
  },
}

/**
 * The sanitized config with the REST inputs checked: every collection's operations, the routes
 * of features not in use, missing local files, and the preferences' delete.
 */
export function comEntradasConferidas(config: SanitizedConfig): SanitizedConfig {
  // Errors a client causes: one short line (their message), no stack.
  Object.assign(config.loggingLevels, { EntradaInvalida: 'info', QueryError: 'info' })
  for (const colecao of config.collections) {
    colecao.hooks.beforeOperation = [
      ({ args, operation, req }) => {
        // REST (and any other API): what the client sent, refused as a 4xx. Local API (the back-office's views, server code): paging made readable, the rest checked.
        const conferidos = req.payloadAPI === 'local' ? ajustarPaginacao(args as ArgsDaOperacao) : args
        conferirArgumentos(conferidos as ArgsDaOperacao, colecao, req.t)
        conferirPresencaDosDados(operation, { data: (conferidos as ArgsDaOperacao).data, req })
        return conferidos as typeof args
      },
      ...(colecao.hooks.beforeOperation ?? []),
    ]
    if (colecao.endpoints === false) {
      // Payload's internal collections without a REST API (migrations) answered 501 to any call: nothing is there, 404.
      colecao.endpoints = []
    } else {
      const extras: Endpoint[] = []
      if (colecao.auth && !colecao.auth.verify) extras.push(...rotasInexistentes([['/verify/:token', 'post']]))
      if (!colecao.versions) extras.push(...rotasDeVersoes())
      if (colecao.slug === 'payload-preferences') extras.push(excluirPreferencia)
      const idProprio = colecao.flattenedFields.some((c) => c.name === 'id')
      colecao.endpoints = [...extras, ...(colecao.endpoints ?? []).map((e) => (idProprio ? e : comIdConferido(e)))]
    }
    if (colecao.upload && !colecao.upload.disableLocalStorage && colecao.upload.staticDir) {
      colecao.upload.handlers = [arquivoLocalAusente(colecao.upload.staticDir), ...(colecao.upload.handlers ?? [])]
    }
  }
  for (const global of config.globals) {
    global.hooks.beforeOperation = [
      // The args are left as they are (a hook that answers nothing keeps them).
      ({ args, operation, req }: { args?: ArgsDaOperacao; operation: string; req: PayloadRequest }) => {
        conferirDados(args?.data)
        conferirPresencaDosDados(operation, { data: args?.data, req })
      },
      ...(global.hooks.beforeOperation ?? []),
    ]
    if (global.versions || global.endpoints === false) continue
    global.endpoints = [...rotasDeVersoes(), ...(global.endpoints ?? [])]
  }
  return config
}
