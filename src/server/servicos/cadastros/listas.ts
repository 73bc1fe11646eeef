import 'server-only'

import { getBanks, getLegalNatures, getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils'

import { ufExiste } from '../../adaptadores/localidades'
import cbo from './codigos/cbo.json'
import cnae from './codigos/cnae.json'

/**
 * The long reference lists of the registration forms (spec 3 §3), from data kept by maintained
 * packages, never typed here: occupations (CBO 2002), banks (Central Bank's STR participants),
 * legal natures (CONCLA 2021), CNAE 2.3 subclasses, IBGE states and municipalities
 * (@brazilian-utils), and countries in Portuguese (the runtime's CLDR through Intl.DisplayNames).
 * Each list is built once per process: the data changes only with a package upgrade. CNAE and CBO
 * come from codigos/*.json, the package's table as `npm run gerar:codigos` reads it: the package
 * looks codes up one at a time and has no list, and asking all ten million CNAE codes on a
 * request took seconds of CPU (over a minute under load).
 */

const porDescricao = <T extends { descricao: string }>(a: T, b: T) => a.descricao.localeCompare(b.descricao, 'pt-BR')
const maiusculas = (texto: string) => texto.toLocaleUpperCase('pt-BR')

function umaVez<T>(gerar: () => T): () => T {
  let valor: T | undefined
  return () => (valor ??= gerar())
}

/** A copy `npm run gerar:codigos` wrote ([code, description] pairs) as {id, descricao} by description. */
const dosCodigos = (codigos: string[][]) =>
  codigos.map(([id = '', descricao = '']) => ({ id, descricao })).sort(porDescricao)

export interface Profissao {
  /** CBO 2002 occupation code, 6 digits. */
  id: string
  descricao: string
}
/** Occupations of the CBO 2002, by description in pt-BR. */
export const listarProfissoes = umaVez((): Profissao[] => dosCodigos(cbo.codigos))

export interface RamoAtividade {
  /** CNAE 2.3 subclass code, 7 digits (formatted NNNN-N/NN by the form when shown). */
  id: string
  descricao: string
}
/** Activity branches: the CNAE 2.3 subclasses, by description in pt-BR. */
export const listarRamosAtividade = umaVez((): RamoAtividade[] => dosCodigos(cnae.codigos))

/** Banks with a COMPE code ({id: code, descricao: name}), by name in pt-BR. */
export const listarBancos = umaVez(() => getBanks().map((b) => ({ id: b.code, descricao: b.name.trim() })).sort(porDescricao))

/** Legal natures in force (CONCLA table 2021), {id: 4-digit code, descricao}, by description in pt-BR. */
export const listarQualificacoesPj = umaVez(() =>
  Object.entries(getLegalNatures()).map(([id, descricao]) => ({ id, descricao })).sort(porDescricao),
)

/** The 27 states ({id: IBGE code, siglaUF}), by abbreviation. */
export const listarUfs = umaVez(() =>
  getStates()
    .map((e) => ({ id: e.ibgeCode, siglaUF: e.code }))
    .sort((a, b) => a.siglaUF.localeCompare(b.siglaUF)),
)

export interface Municipio {
  /** IBGE code as a number. */
  id: number
  /** IBGE code, 7 digits. */
  codIBGE: string
  descMunicipioMaiusculo: string
}
const municipiosPorUf = new Map<string, Municipio[]>()
/** The state's municipalities with their IBGE code, by name in pt-BR; null for an unknown state. */
export function listarMunicipiosDaUf(uf: string): Municipio[] | null {
  const sigla = uf.toUpperCase()
  if (!ufExiste(sigla)) return null
  let lista = municipiosPorUf.get(sigla)
  if (!lista) {
    lista = getMunicipalities(sigla)
      .map((m) => ({ id: Number(m.code), codIBGE: m.code, descMunicipioMaiusculo: maiusculas(m.name) }))
      .sort((a, b) => a.descMunicipioMaiusculo.localeCompare(b.descMunicipioMaiusculo, 'pt-BR'))
    municipiosPorUf.set(sigla, lista)
  }
  return lista
}

/**
 * ISO 3166-1 alpha-2 codes that CLDR also names but that are no country: user-assigned codes
 * (AA, QM–QZ, XA–XZ, ZZ: pseudo-locales, "Oceania Remota", Kosovo's provisional XK) and the
 * exceptionally reserved ones (EU, UN, the euro zone, Ascension, Canaries…). Rules of the
 * standard, not data: the country names themselves come from Intl.
 */
const RESERVADOS_EXCECAO = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'TA', 'UK', 'UN'])
const atribuidoAoUsuario = (c: string) => c === 'AA' || c === 'ZZ' || c[0] === 'X' || (c[0] === 'Q' && c[1]! >= 'M')

export interface Pais {
  /** ISO 3166-1 alpha-2 code. */
  id: string
  descPaisMaiusculo: string
}
/**
 * Countries named in Portuguese by the runtime's CLDR data (Intl.DisplayNames 'pt-BR'), upper case
 * ("BRASIL", "ESTADOS UNIDOS"), by name in pt-BR. Deprecated codes that CLDR still names (BU, DD, SU,
 * YU…) are left out: they are aliases of a current code (Intl's canonical form differs).
 */
export const listarPaises = umaVez((): Pais[] => {
  const nomes = new Intl.DisplayNames('pt-BR', { type: 'region', fallback: 'none' })
  const paises: Pais[] = []
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const codigo = String.fromCharCode(a, b)
      if (RESERVADOS_EXCECAO.has(codigo) || atribuidoAoUsuario(codigo)) continue
      const nome = nomes.of(codigo)
      if (!nome || Intl.getCanonicalLocales(`und-${codigo}`)[0] !== `und-${codigo}`) continue
      paises.push({ id: codigo, descPaisMaiusculo: maiusculas(nome) })
    }
  }
  return paises.sort((x, y) => x.descPaisMaiusculo.localeCompare(y.descPaisMaiusculo, 'pt-BR'))
})
