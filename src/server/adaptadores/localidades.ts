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

interface MunicipiosDaUf {
  lista: { id: number; nome: string }[]
  /** Folded name (accents and case aside) → official name. */
  porNome: Map<string, string>
  /** Folded name → IBGE code. */
  codigoPorNome: Map<string, number>
}
// Built once per state: the data never changes while the process runs.
const porUf = new Map<string, MunicipiosDaUf>()

function municipiosDaUf(sigla: string): MunicipiosDaUf | null {
  if (!ufExiste(sigla)) return null
  let m = porUf.get(sigla)
  if (!m) {
    const lista = getMunicipalities(sigla)
      .map((x) => ({ id: Number(x.code), nome: x.name }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    m = {
      lista,
      porNome: new Map(lista.map((x) => [normalizar(x.nome), x.nome])),
      codigoPorNome: new Map(lista.map((x) => [normalizar(x.nome), x.id])),
    }
    porUf.set(sigla, m)
  }
  return m
}

/** The state's municipalities as {id, nome}, sorted by name in pt-BR; [] for an unknown state. */
export function listarMunicipios(uf: string): { id: number; nome: string }[] {
  return municipiosDaUf(uf.toUpperCase())?.lista ?? []
}

/** The municipality's official name when the typed one matches it (accents and case aside), else null. */
export function municipioOficial(uf: string, nome: string): string | null {
  return municipiosDaUf(uf.toUpperCase())?.porNome.get(normalizar(nome.trim())) ?? null
}

/** The municipality's IBGE code (7 digits) from its state and name (accents and case aside), else null. */
export function codigoIbgeDoMunicipio(uf: string, nome: string): string | null {
  const codigo = municipiosDaUf(uf.toUpperCase())?.codigoPorNome.get(normalizar(nome.trim()))
  return codigo === undefined ? null : String(codigo)
}
