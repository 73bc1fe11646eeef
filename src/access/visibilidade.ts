import type { CollectionConfig, GlobalConfig } from 'payload'

import { MATRIZ_COLECOES, MATRIZ_GLOBAIS, permissao, type Regra } from './matriz'
import { ROLES, hasRole, type Role } from './roles'

type Linha = Partial<Record<'read' | 'create' | 'update' | 'delete', Regra>>

const nomeia = (regra: Regra | undefined, papel: Role) => regra !== undefined && permissao(regra, papel) === 'sim'
const ninguem = (regra: Regra | undefined) => regra === undefined || (Array.isArray(regra.quem) && regra.quem.length === 0)

/**
 * Whether a role finds a collection or global in its back-office menu and dashboard: it changes
 * it (create or update granted by the matrix to the role itself, not through a filter), or it is a
 * record only the server writes that the matrix names the role to read (the audit log for
 * administrators, the integridade keys for that team). Everything else (read-only content cards, other
 * teams' lists) stays out of the way; access is the matrix's job, this is only what the screen shows.
 */
export function visivelAoPapel(linha: Linha, papel: Role): boolean {
  if (nomeia(linha.create, papel) || nomeia(linha.update, papel)) return true
  const leituraNominal = linha.read !== undefined && Array.isArray(linha.read.quem) && linha.read.quem.includes(papel)
  return leituraNominal && ninguem(linha.create) && ninguem(linha.update)
}

function oculto(linha: Linha | undefined) {
  // Payload hands the account as ClientUser (collections) or User (globals): both carry the roles.
  return ({ user }: { user: unknown }) => !linha || !ROLES.some((p) => hasRole(user as { roles?: unknown } | null, p) && visivelAoPapel(linha, p))
}

/** Each collection's `admin.hidden` from the matrix, per signed-in account (kept hidden where it already was). */
export function comVisibilidadePorPapel(colecoes: CollectionConfig[]): CollectionConfig[] {
  return colecoes.map((c) => {
    const linha = MATRIZ_COLECOES[c.slug as keyof typeof MATRIZ_COLECOES]
    if (c.admin?.hidden === true || linha === 'sem-api') return c
    return { ...c, admin: { ...c.admin, hidden: oculto(linha) } }
  })
}

/** The same for globals. */
export function globaisComVisibilidadePorPapel(globais: GlobalConfig[]): GlobalConfig[] {
  return globais.map((g) => ({
    ...g,
    admin: {
      ...g.admin,
      hidden: oculto(MATRIZ_GLOBAIS[g.slug as keyof typeof MATRIZ_GLOBAIS]),
    },
  }))
}

/** The hidden rule of a collection Payload adds itself (the jobs), from its matrix row. */
export const ocultoPelaMatriz = (slug: keyof typeof MATRIZ_COLECOES) => {
  const linha = MATRIZ_COLECOES[slug]
  return oculto(linha === 'sem-api' ? undefined : linha)
}
