import type { Config, Field, FieldHook, SanitizedConfig, SelectField, Where } from 'payload'

import { acessoDasOperacoes, colecoesComFiltrosQueLe, COLECOES_COM_FILTROS_SALVOS, MATRIZ_COLECOES, papeisQueLeem, type ColecaoComFiltrosSalvos } from '@/access/matriz'
import { hasRole, ROLE_LABELS, ROLES, type Role } from '@/access/roles'

/**
 * Saved list filters per account: Payload's query presets (`payload-query-presets`), enabled on
 * every list with presets (access/matriz.ts `COLECOES_COM_FILTROS_SALVOS`). A preset is its author's
 * ("Somente eu", Payload's `onlyMe`) unless the author shares its reading with their team
 * ("Minha equipe"); only the author changes or deletes it. Payload's "Everyone" and "Specific users"
 * are refused, in the screen and on the server (a select's `filterOptions` is also its validation):
 * what one team looks for (a name, a CNPJ, a status) is not shown to another, and an administrator's
 * presets follow the same rule.
 */

type Usuario = Parameters<typeof hasRole>[0]

export const EQUIPE = 'equipe'
const PERMITIDAS = new Set<string>(['onlyMe', EQUIPE])

/** The teams a preset shared with "Minha equipe" reaches: its author's roles that read its list. */
export function equipesDoFiltro(user: Usuario, colecao: unknown): Role[] {
  if (!COLECOES_COM_FILTROS_SALVOS.includes(colecao as ColecaoComFiltrosSalvos)) return []
  return papeisQueLeem(colecao as ColecaoComFiltrosSalvos).filter((p) => hasRole(user, p))
}

/** Set by the server from the author's account on every save; a value sent by the client is ignored. */
const equipesDoAutor: FieldHook = ({ data, req, siblingData }) =>
  (siblingData as { constraint?: unknown } | undefined)?.constraint === EQUIPE ? equipesDoFiltro(req.user, (data as { relatedCollection?: unknown } | undefined)?.relatedCollection) : []

const campoEquipes: Field = {
  name: 'equipes',
  label: 'Equipes',
  type: 'select',
  hasMany: true,
  options: ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
  admin: { hidden: true },
  hooks: { beforeChange: [equipesDoAutor] },
}

/** Readers of a team's preset: accounts holding one of the teams it was shared with. */
const leituraDaEquipe = ({ req }: { req: { user: Usuario } }): Where | false => {
  const papeis = ROLES.filter((r) => hasRole(req.user, r))
  return papeis.length ? { 'access.read.equipes': { in: papeis } } : false
}

/** The root config's `queryPresets`. */
export const filtrosSalvos: NonNullable<Config['queryPresets']> = {
  labels: { singular: 'Filtro salvo', plural: 'Filtros salvos' },
  // The collection-level rule from the matrix: presets of the lists this account reads.
  access: acessoDasOperacoes(MATRIZ_COLECOES['payload-query-presets']),
  constraints: { read: [{ label: 'Minha equipe', value: EQUIPE, access: leituraDaEquipe, fields: [campoEquipes] }] },
  filterConstraints: ({ options }) => options.filter((o) => PERMITIDAS.has(typeof o === 'string' ? o : o.value)),
}

const ROTULOS_DOS_CAMPOS: Record<string, string> = {
  title: 'Nome do filtro',
  isShared: 'Compartilhar com a minha equipe',
  access: 'Compartilhamento',
  where: 'Filtros',
  columns: 'Colunas',
  groupBy: 'Agrupar por',
}
const OPERACOES: Record<string, { grupo: string; quem: string }> = {
  read: { grupo: 'Ver', quem: 'Quem pode ver este filtro' },
  update: { grupo: 'Alterar', quem: 'Quem pode alterar este filtro' },
  delete: { grupo: 'Apagar', quem: 'Quem pode apagar este filtro' },
}
const ROTULOS_DAS_OPCOES: Record<string, string> = { onlyMe: 'Somente eu', everyone: 'Todos', specificUsers: 'Pessoas escolhidas' }

type CampoMutavel = { name?: string; type: string; label?: unknown; fields?: CampoMutavel[]; options?: unknown[] }

/** Payload writes the presets' fields in English (its own strings, not translations): the back-office speaks Portuguese. */
function rotular(campos: CampoMutavel[], operacao?: string) {
  for (const campo of campos) {
    if (campo.name && ROTULOS_DOS_CAMPOS[campo.name] && operacao === undefined) campo.label = ROTULOS_DOS_CAMPOS[campo.name]
    if (campo.type === 'collapsible') {
      const op = campo.fields?.find((f) => f.name && OPERACOES[f.name])?.name
      if (op) campo.label = OPERACOES[op]!.grupo
      rotular(campo.fields ?? [], op)
      continue
    }
    if (campo.name === 'constraint' && operacao) {
      campo.label = OPERACOES[operacao]!.quem
      campo.options = campo.options?.map((o) => (typeof o === 'object' && o && 'value' in o && ROTULOS_DAS_OPCOES[String(o.value)] ? { ...o, label: ROTULOS_DAS_OPCOES[String(o.value)] } : o))
    }
    if (campo.name === 'users') campo.label = 'Pessoas'
    if (campo.fields) rotular(campo.fields, operacao)
  }
}

/**
 * Only the lists this account reads (a select's `filterOptions` is also its server-side validation). Without
 * an account (the server's own Local API calls) every list.
 */
const listasQueLe: NonNullable<SelectField['filterOptions']> = ({ options, req }) => {
  if (!req.user) return options
  const lidas = new Set<string>(colecoesComFiltrosQueLe(req.user))
  return options.filter((o) => lidas.has(typeof o === 'string' ? o : o.value))
}

/**
 * Replaces Payload's `preventLockout`, which checks that the author keeps reading and changing the preset by
 * writing a scratch copy in a second transaction opened inside the save's own: on SQLite, whose writes take
 * turns here (server/plataforma/sqlite-transacoes.ts), that second transaction waits for the first and the save fails
 * (SQLITE_BUSY, 500 after 5 s). With the constraints allowed here the author cannot lose a preset of a list
 * they read (change and delete stay "Somente eu"; "Minha equipe" includes the author's team of that list, and
 * `relatedCollection` accepts only such lists): what is left to check needs no database.
 */
const semPerderOAcesso = (valor: unknown, { data, req }: { data?: unknown; req: { user?: Usuario } }): string | true => {
  const leitura = (valor as { read?: { constraint?: unknown } } | undefined)?.read?.constraint
  if (req.user && leitura === EQUIPE && !equipesDoFiltro(req.user, (data as { relatedCollection?: unknown } | undefined)?.relatedCollection).length) {
    return 'Você não faz parte de uma equipe que trata esta lista: o filtro não pode ser compartilhado com ela.'
  }
  return true
}

/** After Payload adds the presets' collection: Portuguese labels, lists the account reads, no nested transaction. */
export function comFiltrosSalvosEmPortugues(config: SanitizedConfig): SanitizedConfig {
  const colecao = config.collections.find((c) => c.slug === 'payload-query-presets')
  if (!colecao) return config
  rotular(colecao.fields)
  // The presets' list (the list's "Filtro salvo" drawer): the name and who shares it, in Portuguese.
  colecao.admin.defaultColumns = ['title', 'access']
  for (const campo of colecao.fields) {
    if (campo.type === 'group' && 'name' in campo && campo.name === 'access') {
      campo.validate = semPerderOAcesso
      campo.admin = { ...campo.admin, components: { ...campo.admin?.components, Cell: '@/components/admin/CelulaCompartilhamento#CelulaCompartilhamento' } }
    }
    if (campo.type === 'select' && campo.name === 'relatedCollection') campo.filterOptions = listasQueLe
  }
  return config
}
