import { APIError, type Access, type CollectionSlug, type GlobalSlug, type PayloadRequest, type Where } from 'payload'

import { CADASTRO_FUNDOS } from '@/domain/cadastro/submissao'
import { DENUNCIA } from '@/domain/denuncia/submissao'
import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'
import type { DefinicaoDeSubmissao } from '@/domain/submissao/definicao'
import { STATUS_PUBLICADO } from '@/domain/transparencia'

import { hasRole, ROLES, type Role } from './roles'
import { aguardaSegundoFator, MENSAGEM_SEGUNDO_FATOR } from './segundo-fator'

/**
 * The access matrix: who may do what to every collection and global, the one
 * source of truth (docs/decisions/0009-matriz-de-acesso.md). The collections'
 * access functions are built from it (`acessoDaColecao`), and
 * tests/int/matriz-acesso.int.test.ts walks every cell through the REST API.
 *
 * The delete rule, the same everywhere: whoever may create a record may delete it.
 * Records only the server writes are deleted by nobody through the API, except
 * those carrying a person's data (submissions, their e-mails), which an
 * administrator may delete to answer an erasure request (LGPD art. 18).
 */

export type Ator = Role | 'anonimo'
export const ATORES: readonly Ator[] = [...ROLES, 'anonimo']

export type OperacaoColecao = 'read' | 'create' | 'update' | 'delete'
export type OperacaoGlobal = 'read' | 'update'

/**
 * What the others (anyone outside `quem`) get: a filtered read or write instead
 * of a refusal. `publicados` and `itens-publicados` reach anonymous visitors too;
 * the others only staff.
 */
export type Filtro =
  | 'publicados'
  | 'itens-publicados'
  | 'propria-conta'
  | 'do-papel'
  | 'proprias-preferencias'
  | 'da-submissao'
  | 'aberturas-de-denuncias'
  | 'filtros-salvos'

/** One cell group: `todos` is every visitor, `equipe` every signed-in account, a list those roles, [] nobody. */
export interface Regra {
  quem: 'todos' | 'equipe' | readonly Role[]
  demais?: Filtro
}

const TODOS: Regra = { quem: 'todos' }
const EQUIPE: Regra = { quem: 'equipe' }
const NINGUEM: Regra = { quem: [] }
const papeis = (...r: Role[]): Regra => ({ quem: r })
const EDITORES = papeis('admin', 'editor')
const COMERCIAL = papeis('admin', 'comercial')
const ADMIN = papeis('admin')
const CADASTRO = papeis('admin', 'cadastro')
const OUVIDORIA = papeis('admin', 'ouvidoria')

/**
 * A submission's row: created by its public call; its team (and administrators) read it and
 * change only its workflow fields (field access in the collection); administrators delete
 * on an erasure request. `equipe` is the team itself, which the attachments' filter reads.
 */
export const linhaDeSubmissao = (equipe: Role) =>
  ({ read: papeis('admin', equipe), create: NINGUEM, update: papeis('admin', equipe), delete: ADMIN, equipe }) as const
/**
 * A sealed kind's row (the whistleblower report): only its team reads and moves it; nobody deletes through
 * the API (an administrator, who may not read them, could not tell one from another; retention is the
 * server's purge). No `equipe` key: it is not a case kind (no attachments' filter, export or digest).
 */
const linhaSelada = (equipe: Role) => ({ read: papeis(equipe), create: NINGUEM, update: papeis(equipe), delete: NINGUEM }) as const
/** The row of a kind declared by its definition (domain/submissao): its team is a staff role; a sealed kind's row is linhaSelada. */
const linhaDaDefinicao = <const D extends DefinicaoDeSubmissao<string, Role>>(d: D) =>
  ({ [d.slug]: d.selada ? linhaSelada(d.equipe) : linhaDeSubmissao(d.equipe) }) as Record<
    D['slug'],
    D extends { selada: true } ? ReturnType<typeof linhaSelada> : ReturnType<typeof linhaDeSubmissao>
  >

/** Public content the content team keeps. */
const conteudo = { read: TODOS, create: EDITORES, update: EDITORES, delete: EDITORES } as const
/** Public content with drafts: visitors and other staff read the published documents only. */
const conteudoComRascunho = (...leitores: Role[]) =>
  ({ read: { quem: leitores, demais: 'publicados' }, create: EDITORES, update: EDITORES, delete: EDITORES }) as const
/** Written only by the server; `leitura` says who may look. */
const doServidor = (leitura: Regra) => ({ read: leitura, create: NINGUEM, update: NINGUEM, delete: NINGUEM }) as const

/** `sem-api`: the collection has no REST endpoints at all (Payload answers 501). */
export const MATRIZ_COLECOES = {
  users: {
    read: { quem: ['admin'], demais: 'propria-conta' },
    create: ADMIN,
    update: { quem: ['admin'], demais: 'propria-conta' },
    delete: ADMIN,
  },
  imagens: conteudo,
  arquivos: conteudo,
  fundos: conteudo,
  'casos-sucesso': conteudo,
  diretorias: conteudo,
  'tipos-publicacao': conteudo,
  'paginas-documentos': conteudo,
  'paginas-institucionais': conteudo,
  'projetos-sociais': conteudo,
  orgaos: conteudo,
  noticias: conteudoComRascunho('admin', 'editor'),
  banners: conteudoComRascunho('admin', 'editor'),
  publicacoes: conteudoComRascunho('admin', 'editor'),
  produtos: conteudoComRascunho('admin', 'editor', 'comercial'),
  'itens-menu': { read: { quem: ['admin', 'editor'], demais: 'itens-publicados' }, create: EDITORES, update: EDITORES, delete: EDITORES },
  // The indicators are a fixed list the job refreshes: editors only pick each one's series.
  indicadores: { read: TODOS, create: ADMIN, update: EDITORES, delete: ADMIN },
  'linhas-credito': { read: COMERCIAL, create: COMERCIAL, update: COMERCIAL, delete: COMERCIAL },
  'canais-atendimento': conteudo,
  // The registration forms' short reference lists: public to read, kept by the registration team.
  'estados-civis': { read: TODOS, create: CADASTRO, update: CADASTRO, delete: CADASTRO },
  'regimes-casamento': { read: TODOS, create: CADASTRO, update: CADASTRO, delete: CADASTRO },
  'tipos-documento': { read: TODOS, create: CADASTRO, update: CADASTRO, delete: CADASTRO },
  'enquadramentos-pep': { read: TODOS, create: CADASTRO, update: CADASTRO, delete: CADASTRO },
  'tipos-parte-relacionada': { read: TODOS, create: CADASTRO, update: CADASTRO, delete: CADASTRO },
  'prefixos-endereco': { read: TODOS, create: CADASTRO, update: CADASTRO, delete: CADASTRO },
  // Visitors' attachments: read by the team of the submission that claimed them; written by the forms' routes.
  anexos: { read: { quem: ['admin'], demais: 'da-submissao' }, create: NINGUEM, update: NINGUEM, delete: ADMIN },
  // Submissions (linhaDeSubmissao): the team of each kind; the defined kinds bring their own row.
  simulacoes: linhaDeSubmissao('comercial'),
  ...linhaDaDefinicao(SOLICITACAO_FINANCIAMENTO),
  ...linhaDaDefinicao(CADASTRO_FUNDOS),
  ...linhaDaDefinicao(MENSAGEM_CONTATO),
  // Ombudsman messages: the ombudsman team moves them and writes the answer (field access keeps what the citizen sent).
  ...linhaDaDefinicao(MANIFESTACAO_OUVIDORIA),
  // Digital protocols: the customer-service team reads them and their files (whatever area the
  // citizen chose: docs/decisions/0012), moves only their status; the public call creates them.
  ...linhaDaDefinicao(PROTOCOLO_DIGITAL),
  // Whistleblower reports: sealed for the integridade team (docs/security/whistleblower.md); only it reads
  // and moves them, the public call creates them (linhaSelada).
  ...linhaDaDefinicao(DENUNCIA),
  // The team's keys: made only by their owner (POST …/minha-chave) and approved by a member (…/:id/aprovar),
  // never written through the collection's API, not even by an administrator (issue 34; decision 0017).
  // The administrator and the members see who holds a key; the sealed private half never leaves the server.
  'membros-integridade': { read: papeis('admin', 'integridade'), create: NINGUEM, update: NINGUEM, delete: NINGUEM },
  // The outbox: each team reads the messages of its own submissions.
  mensagens: { read: { quem: ['admin'], demais: 'do-papel' }, create: NINGUEM, update: NINGUEM, delete: ADMIN },
  // The audit log: administrators read it all; the integridade team reads the entries about reports
  // (who opened which report, when), so the members watch each other's openings (issue 21).
  auditoria: { read: { quem: ['admin'], demais: 'aberturas-de-denuncias' }, create: NINGUEM, update: NINGUEM, delete: NINGUEM },
  'indice-busca': doServidor(ADMIN),
  'contadores-acesso': doServidor(TODOS),
  'captchas-usados': doServidor(NINGUEM),
  // Satisfaction ratings (issue 32): written by the survey's route; the ombudsman team reads them.
  'avaliacoes-satisfacao': doServidor(papeis('admin', 'ouvidoria')),
  'payload-jobs': doServidor(ADMIN),
  // Payload's own: its key-value store, document locks and each account's screen preferences.
  'payload-kv': doServidor(NINGUEM),
  'payload-locked-documents': { read: EQUIPE, create: EQUIPE, update: EQUIPE, delete: EQUIPE },
  'payload-preferences': {
    read: { quem: [], demais: 'proprias-preferencias' },
    create: EQUIPE,
    update: { quem: [], demais: 'proprias-preferencias' },
    delete: { quem: [], demais: 'proprias-preferencias' },
  },
  // Saved list filters (Payload's query presets, collections/FiltrosSalvos): staff who read some list with
  // presets reach the presets of those lists only; each preset's own sharing (its author, or its author's
  // team) narrows that further, so no one reads another team's presets, administrators included.
  'payload-query-presets': {
    read: { quem: [], demais: 'filtros-salvos' },
    create: { quem: [], demais: 'filtros-salvos' },
    update: { quem: [], demais: 'filtros-salvos' },
    delete: { quem: [], demais: 'filtros-salvos' },
  },
  'payload-migrations': 'sem-api',
} as const satisfies Record<CollectionSlug, Record<OperacaoColecao, Regra> | 'sem-api'>

type Matriz = typeof MATRIZ_COLECOES
/** The submission collections: those whose row is a submission's (declared once, by the row). */
export type ColecaoDeSubmissao = { [S in keyof Matriz]: Matriz[S] extends { equipe: Role } ? S : never }[keyof Matriz]

/** The team of each submission collection, read from its row (an attachment is read by the team of the submission that claimed it). */
export const EQUIPES_DAS_SUBMISSOES = Object.fromEntries(
  Object.entries(MATRIZ_COLECOES).flatMap(([slug, l]) => (l !== 'sem-api' && 'equipe' in l ? [[slug, l.equipe]] : [])),
) as Record<ColecaoDeSubmissao, Role>

/**
 * The lists whose staff save their filters (Payload's query presets): every submission kind and the
 * sealed reports (their list shows only the status and the dates in clear).
 */
export const COLECOES_COM_FILTROS_SALVOS = [...(Object.keys(EQUIPES_DAS_SUBMISSOES) as ColecaoDeSubmissao[]), DENUNCIA.slug] as const
export type ColecaoComFiltrosSalvos = (typeof COLECOES_COM_FILTROS_SALVOS)[number]

/** The roles the matrix names to read one list with saved filters (its team, and administrators but for the reports). */
export function papeisQueLeem(slug: ColecaoComFiltrosSalvos): readonly Role[] {
  const quem: Regra['quem'] = MATRIZ_COLECOES[slug].read.quem
  return typeof quem === 'string' ? [] : quem
}

/** The lists with saved filters this account reads. */
export function colecoesComFiltrosQueLe(user: PayloadRequest['user']): ColecaoComFiltrosSalvos[] {
  return COLECOES_COM_FILTROS_SALVOS.filter((c) => hasRole(user, ...papeisQueLeem(c)))
}

export const MATRIZ_GLOBAIS = {
  'configuracoes-site': { read: TODOS, update: EDITORES },
  remuneracao: { read: TODOS, update: EDITORES },
  // The ombudsman's deadlines and the channels' retention: the team reads them, an administrator sets them.
  'configuracoes-atendimento': { read: OUVIDORIA, update: ADMIN },
  // When each scheduled job last ran: the scheduler writes it.
  'payload-jobs-stats': { read: ADMIN, update: NINGUEM },
} as const satisfies Record<GlobalSlug, Record<OperacaoGlobal, Regra>>

/** A cell's answer: allowed, allowed over a filtered set of documents, or refused. */
export type Permissao = 'sim' | 'filtrado' | 'nao'

const FILTRO_ALCANCA_ANONIMO: Record<Filtro, boolean> = {
  publicados: true,
  'itens-publicados': true,
  'propria-conta': false,
  'do-papel': false,
  'proprias-preferencias': false,
  'da-submissao': false,
  'aberturas-de-denuncias': false,
  'filtros-salvos': false,
}

/** What the matrix grants an actor under one rule. */
export function permissao(regra: Regra, ator: Ator): Permissao {
  const { quem, demais } = regra
  if (quem === 'todos') return 'sim'
  if (quem === 'equipe') return ator === 'anonimo' ? 'nao' : 'sim'
  if (ator !== 'anonimo' && quem.includes(ator)) return 'sim'
  // Only staff on the team of some submission collection see any attachment.
  if (demais === 'da-submissao') return ator !== 'anonimo' && Object.values(EQUIPES_DAS_SUBMISSOES).includes(ator) ? 'filtrado' : 'nao'
  if (demais === 'aberturas-de-denuncias') return ator === 'integridade' ? 'filtrado' : 'nao'
  if (demais === 'filtros-salvos') return ator !== 'anonimo' && COLECOES_COM_FILTROS_SALVOS.some((c) => papeisQueLeem(c).includes(ator)) ? 'filtrado' : 'nao'
  if (demais && (ator !== 'anonimo' || FILTRO_ALCANCA_ANONIMO[demais])) return 'filtrado'
  return 'nao'
}

function ondeDoFiltro(filtro: Filtro, req: PayloadRequest): Where | false {
  const user = req.user
  switch (filtro) {
    case 'publicados':
      return { _status: { equals: 'published' } }
    case 'itens-publicados':
      return { status: { equals: STATUS_PUBLICADO } }
    case 'propria-conta':
      return user ? { id: { equals: user.id } } : false
    case 'do-papel': {
      const seus = ROLES.filter((r) => hasRole(user, r))
      return seus.length ? { papel: { in: seus } } : false
    }
    case 'da-submissao': {
      // The collections whose team this account is on.
      const colecoes = Object.entries(EQUIPES_DAS_SUBMISSOES).flatMap(([c, equipe]) => (hasRole(user, equipe) ? [c] : []))
      return colecoes.length ? { 'submissao.colecao': { in: colecoes } } : false
    }
    case 'aberturas-de-denuncias':
      return hasRole(user, 'integridade') ? { colecao: { equals: 'denuncias' } } : false
    case 'filtros-salvos': {
      // Presets of the lists this account reads; the preset's own constraint (author or team) is Payload's part.
      const colecoes = colecoesComFiltrosQueLe(user)
      return colecoes.length ? { relatedCollection: { in: colecoes } } : false
    }
    case 'proprias-preferencias':
      return user ? { and: [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }] } : false
  }
}

/**
 * A session that owes its second factor (access/segundo-fator.ts) gets what a
 * visitor gets, plus reading its own account by id and its own screen
 * preferences (Payload's `me` and the code screen need them). Anything else is refused: over
 * HTTP with a 403 that says what to do; inside the server (the back-office's
 * permissions, Local API calls) with a plain "no", so the screens still render.
 */
function acessoAguardandoSegundoFator(regra: Regra, req: PayloadRequest, leitura: boolean, espera: 'pendente' | 'inscricao', id: unknown): boolean | Where {
  const { quem, demais } = regra
  if (quem === 'todos') return true
  if (demais && FILTRO_ALCANCA_ANONIMO[demais]) return ondeDoFiltro(demais, req)
  if (demais === 'proprias-preferencias') return ondeDoFiltro(demais, req)
  // Its own account by id (Payload's `me` reads it so), not the list.
  if (leitura && demais === 'propria-conta' && (typeof id === 'string' || typeof id === 'number') && String(id) === String(req.user?.id)) return true
  if (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') throw new APIError(MENSAGEM_SEGUNDO_FATOR[espera], 403, null, true)
  return false
}

/** Payload's access function for one rule of the matrix (`leitura`: the rule is a read's). */
export function acessoDaRegra(regra: Regra, leitura = false): Access {
  return ({ req, id }) => {
    const espera = aguardaSegundoFator(req.user)
    if (espera) return acessoAguardandoSegundoFator(regra, req, leitura, espera, id)
    const { quem, demais } = regra
    if (quem === 'todos') return true
    if (!req.user && quem === 'equipe') return false
    if (quem === 'equipe' || hasRole(req.user, ...quem)) return Boolean(req.user)
    return demais ? ondeDoFiltro(demais, req) : false
  }
}

/** The collections with REST endpoints: every row of the matrix but those marked `sem-api`. */
export type ColecaoComApi = { [S in keyof typeof MATRIZ_COLECOES]: (typeof MATRIZ_COLECOES)[S] extends 'sem-api' ? never : S }[keyof typeof MATRIZ_COLECOES]

/**
 * A collection's access functions from the matrix. `readVersions` follows
 * `update`: a draft's history is for those who write it.
 */
export function acessoDaColecao(slug: ColecaoComApi) {
  return acessoDasLinhas(MATRIZ_COLECOES[slug])
}

/** The access functions of one row's four operations (a collection Payload adds itself, with no versions, takes only these). */
export function acessoDasOperacoes(linhas: Record<OperacaoColecao, Regra>) {
  return {
    read: acessoDaRegra(linhas.read, true),
    create: acessoDaRegra(linhas.create),
    update: acessoDaRegra(linhas.update),
    delete: acessoDaRegra(linhas.delete),
  }
}

/** The access functions of one row (a defined submission's comes from linhaDeSubmissao). */
export function acessoDasLinhas(linhas: Record<OperacaoColecao, Regra>) {
  return { ...acessoDasOperacoes(linhas), readVersions: acessoDaRegra(linhas.update) }
}

/** A global's access functions from the matrix. */
export function acessoDoGlobal(slug: keyof typeof MATRIZ_GLOBAIS) {
  const linhas: Record<OperacaoGlobal, Regra> = MATRIZ_GLOBAIS[slug]
  return { read: acessoDaRegra(linhas.read, true), update: acessoDaRegra(linhas.update), readVersions: acessoDaRegra(linhas.update) }
}

