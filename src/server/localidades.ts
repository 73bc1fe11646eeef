import 'server-only'

import { getMunicipalities, getStates, type StateCode } from '@brazilian-utils/brazilian-utils'

import { normalizar } from '@/domain/texto'

/**
 * States and municipalities from the IBGE data embedded in @brazilian-utils
 * (no call to the public geography service at run time).
 */

/** Every state as {nome, sigla}, sorted by name in pt-BR (spec 1 §5 Lists). */
export function listarEstados(): { id: number; sigla: string; nome: string }[] {
  return getStates()
    .map((e) => ({ id: e.ibgeCode, sigla: e.code, nome: e.name }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
}

/** True for a known state code (upper case). */
export function ufExiste(uf: string): uf is StateCode {
  return getStates().some((e) => e.code === uf)
}

/** The state's municipalities as {id, nome}, sorted by name in pt-BR; [] for an unknown state. */
export function listarMunicipios(uf: string): { id: number; nome: string }[] {
  const sigla = uf.toUpperCase()
  if (!ufExiste(sigla)) return []
  return getMunicipalities(sigla)
    .map((m) => ({ id: Number(m.code), nome: m.name }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
}

/** The municipality's official name when the typed one matches it (accents and case aside), else null. */
export function municipioOficial(uf: string, nome: string): string | null {
  const alvo = normalizar(nome.trim())
  return listarMunicipios(uf).find((m) => normalizar(m.nome) === alvo)?.nome ?? null
}
