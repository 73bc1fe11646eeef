import 'server-only'

import { getBanks, getCbo, getCnae, getLegalNatures, getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils'

import { ufExiste } from '../localidades'

/**
 * The long reference lists of the registration forms (spec 3 §3), from data kept by maintained
 * packages, never typed here: occupations (CBO 2002), banks (Central Bank's STR participants),
 * legal natures (CONCLA 2021), CNAE 2.3 subclasses, IBGE states and municipalities
 * (@brazilian-utils), and countries in Portuguese (the runtime's CLDR through Intl.DisplayNames).
 * Each list is built once per process: the data changes only with a package upgrade.
 */

const porDescricao = <T extends { descricao: string }>(a: T, b: T) => a.descricao.localeCompare(b.descricao, 'pt-BR')
const maiusculas = (texto: string) => texto.toLocaleUpperCase('pt-BR')

function umaVez<T>(gerar: () => T): () => T {
  let valor: T | undefined
  return () => (valor ??= gerar())
}

/**
 * Every code of a lookup whose package offers no list (CBO, CNAE): the codes are fixed-width digits,
 * so each one is asked in turn, in slices that give the event loop back to other requests
 * (the CNAE's ten million codes take a few seconds of CPU, once per process).
 */
async function todosOsCodigos<T>(digitos: number, consultar: (codigo: number) => T | null): Promise<T[]> {
  const achados: T[] = []
  const fim = 10 ** digitos
  const fatia = 200_000
  for (let inicio = 0; inicio < fim; inicio += fatia) {
    for (let c = inicio; c < Math.min(fim, inicio + fatia); c++) {
      const x = consultar(c)
      if (x) achados.push(x)
    }
    await new Promise<void>((ok) => setImmediate(ok))
  }
  return achados
}

function memorizar<T>(gerar: () => Promise<T>): () => Promise<T> {
  let promessa: Promise<T> | undefined
  return () => {
    promessa ??= gerar().catch((e: unknown) => {
      promessa = undefined
      throw e
    })
    return promessa
  }
}

export interface Profissao {
  /** CBO 2002 occupation code, 6 digits. */
  id: string
  descricao: string
}
/** Occupations of the CBO 2002, by description in pt-BR. */
export const listarProfissoes = memorizar(async (): Promise<Profissao[]> =>
  (await todosOsCodigos(6, getCbo)).map((c) => ({ id: c.code, descricao: c.description })).sort(porDescricao),
)

export interface RamoAtividade {
  /** CNAE 2.3 subclass code, 7 digits (formatted NNNN-N/NN by the form when shown). */
  id: string
  descricao: string
}
/** Activity branches: the CNAE 2.3 subclasses, by description in pt-BR. */
export const listarRamosAtividade = memorizar(async (): Promise<RamoAtividade[]> =>
  (await todosOsCodigos(7, getCnae)).map((c) => ({ id: c.code, descricao: c.description })).sort(porDescricao),
)

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
