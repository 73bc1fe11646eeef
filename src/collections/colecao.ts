import type { CollectionConfig, GlobalConfig } from 'payload'

import { acessoDasLinhas, acessoDoGlobal, MATRIZ_COLECOES, MATRIZ_GLOBAIS, type ColecaoComApi, type OperacaoColecao, type Regra } from '@/access/matriz'
import type { Role } from '@/access/roles'
import { COLECOES_INDEXADAS, indexarAoMudar, retirarDoIndice, type Indexavel } from '@/server/payload/busca/indexar'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar, invalidarPaginasAoMudarGlobal } from '@/server/payload/invalidacao/hooks'

/**
 * Every collection and global is declared through this file (declararColecao, declararGlobal): the slug is
 * written once, and what follows from it is derived, not rewritten: the access from its row
 * of the matrix (src/access/matriz.ts), the site's hooks from whether the public pages show it
 * and whether the search indexes it (server/payload/busca/indexar.ts), and a submission
 * list's back-office section from its team.
 */

/** The back-office menu's sections, in no particular order (Payload orders them by the first collection of each). */
export type Grupo = 'Conteúdo' | 'Transparência' | 'Financiamento' | 'Atendimento' | 'Cadastros' | 'Administração' | 'Sistema'

/** Where each team's lists sit in the back-office menu: a submission kind's list goes to its team's section. */
export const GRUPO_DA_EQUIPE: Record<Role, Grupo> = {
  admin: 'Administração',
  editor: 'Conteúdo',
  comercial: 'Financiamento',
  ouvidoria: 'Atendimento',
  integridade: 'Atendimento',
  cadastro: 'Cadastros',
}

type Hooks = NonNullable<CollectionConfig['hooks']>

/** Hooks of several sources, kind by kind, in the order given (each source's own order kept). */
export function juntarHooks(...fontes: (CollectionConfig['hooks'] | undefined)[]): Hooks {
  const todos: Record<string, unknown[]> = {}
  for (const fonte of fontes) for (const [tipo, lista] of Object.entries((fonte ?? {}) as Record<string, unknown[]>)) todos[tipo] = [...(todos[tipo] ?? []), ...lista]
  return todos
}

/**
 * A collection the public pages show: a change drops the kept pages (decision 0005); when the
 * site search indexes it, the change also rewrites its entry and a deletion removes it.
 */
function hooksDoSite(slug: string): Hooks {
  if (!COLECOES_INDEXADAS.includes(slug as Indexavel)) return { afterChange: [invalidarPaginasAoMudar], afterDelete: [invalidarPaginasAoExcluir] }
  const indexavel = slug as Indexavel
  return { afterChange: [indexarAoMudar(indexavel), invalidarPaginasAoMudar], afterDelete: [retirarDoIndice(indexavel), invalidarPaginasAoExcluir] }
}

type AdminDaColecao = NonNullable<CollectionConfig['admin']>

/** What a collection's declaration says; the rest of its config is derived from its slug. */
export type DeclaracaoDeColecao = Omit<CollectionConfig, 'slug' | 'typescript' | 'access' | 'admin'> & {
  labels: { singular: string; plural: string }
  /** The generated type's name, where Payload's singular of the slug would be wrong ('Simulacoe'). */
  interfaceName?: string
  /** Its section of the back-office menu, unless Payload never lists it. */
  admin: (AdminDaColecao & { group: Grupo }) | { hidden: true }
  /** The public pages show it: the site's hooks are added after its own (hooksDoSite). */
  mostradaNoSite?: true
  /** What the matrix has no column for (who enters the back-office, who unlocks an account). */
  access?: Pick<NonNullable<CollectionConfig['access']>, 'admin' | 'unlock'>
}

/**
 * A collection whose access comes from one matrix row: its own (declararColecao), or, for a
 * submission kind, the row the matrix builds from its team (collections/submissao.ts: a kind a
 * test declares is in no matrix, but gets the same row).
 */
export function declararColecaoComLinha(slug: string, linha: Record<OperacaoColecao, Regra>, d: DeclaracaoDeColecao): CollectionConfig {
  const { interfaceName, mostradaNoSite, access, hooks, ...resto } = d
  // What the search finds, the public pages show: without the site's hooks its entries would go stale.
  if (COLECOES_INDEXADAS.includes(slug as Indexavel) && !mostradaNoSite) throw new Error(`${slug}: the site search indexes it, so it is declared mostradaNoSite`)
  return {
    slug,
    ...resto,
    ...(interfaceName && { typescript: { interface: interfaceName } }),
    access: { ...access, ...acessoDasLinhas(linha) },
    ...((hooks || mostradaNoSite) && { hooks: juntarHooks(hooks, mostradaNoSite ? hooksDoSite(slug) : undefined) }),
  }
}

/** Every collection with its row in the access matrix, declared by its slug. */
export function declararColecao(slug: ColecaoComApi, d: DeclaracaoDeColecao): CollectionConfig {
  return declararColecaoComLinha(slug, MATRIZ_COLECOES[slug], d)
}

type Global = keyof typeof MATRIZ_GLOBAIS

/** A global's declaration: as a collection's, its access from the matrix and the site's hook when the public pages show it. */
export type DeclaracaoDeGlobal = Omit<GlobalConfig, 'slug' | 'access' | 'admin'> & {
  label: string
  admin: NonNullable<GlobalConfig['admin']> & { group: Grupo }
  mostradaNoSite?: true
}

/** Every global, declared by its slug. */
export function declararGlobal(slug: Global, d: DeclaracaoDeGlobal): GlobalConfig {
  const { mostradaNoSite, hooks, ...resto } = d
  return {
    slug,
    ...resto,
    access: acessoDoGlobal(slug),
    ...(mostradaNoSite ? { hooks: { ...hooks, afterChange: [...(hooks?.afterChange ?? []), invalidarPaginasAoMudarGlobal] } } : hooks && { hooks }),
  }
}
