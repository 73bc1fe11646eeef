/**
 * The 'Onde já chegamos' map (spec 2 §2, /modelo-de-negocio): every municipality of Rio Grande do Sul
 * as a dot at its seat's coordinates, those with a financed project set apart from those still
 * without one. No outline is drawn: 497 dots already show the state's shape, and no boundary data
 * has to be shipped.
 */

export interface MunicipioNoMapa {
  /** IBGE code, 7 digits. */
  codigo: string
  nome: string
  latitude: number
  longitude: number
}

export interface MapaAlcance {
  largura: number
  altura: number
  /** Dots as an SVG path of zero-length segments ("M x y h0"), drawn with round caps. */
  caminhoAtendidos: string
  caminhoSemFinanciamento: string
  total: number
  atendidos: number
  /** Names of the municipalities still without a financed project, in pt-BR order. */
  semFinanciamento: string[]
}

/** Width of the drawing in SVG units; the height follows from the state's proportions. */
export const LARGURA_MAPA = 600
const MARGEM = 8

const grausParaRadianos = (g: number) => (g * Math.PI) / 180

/**
 * Places the municipalities on a plane: equirectangular projection with longitudes shrunk by the
 * cosine of the mean latitude, which keeps the state's proportions at this scale. North is up
 * (smaller y), west is left (smaller x).
 */
export function montarMapaAlcance(municipios: readonly MunicipioNoMapa[], codigosSemFinanciamento: ReadonlySet<string>): MapaAlcance {
  if (municipios.length === 0) {
    return { largura: LARGURA_MAPA, altura: 0, caminhoAtendidos: '', caminhoSemFinanciamento: '', total: 0, atendidos: 0, semFinanciamento: [] }
  }
  const lats = municipios.map((m) => m.latitude)
  const lngs = municipios.map((m) => m.longitude)
  const [latMin, latMax] = [Math.min(...lats), Math.max(...lats)]
  const [lngMin, lngMax] = [Math.min(...lngs), Math.max(...lngs)]
  const encolher = Math.cos(grausParaRadianos((latMin + latMax) / 2))
  const larguraGraus = Math.max((lngMax - lngMin) * encolher, 1e-9)
  const escala = (LARGURA_MAPA - 2 * MARGEM) / larguraGraus
  const altura = Math.round((latMax - latMin) * escala + 2 * MARGEM)

  const ponto = (m: MunicipioNoMapa) => {
    const x = MARGEM + (m.longitude - lngMin) * encolher * escala
    const y = MARGEM + (latMax - m.latitude) * escala
    return `M${x.toFixed(1)} ${y.toFixed(1)}h0`
  }
  const atendidos = municipios.filter((m) => !codigosSemFinanciamento.has(m.codigo))
  const sem = municipios.filter((m) => codigosSemFinanciamento.has(m.codigo))
  return {
    largura: LARGURA_MAPA,
    altura,
    caminhoAtendidos: atendidos.map(ponto).join(''),
    caminhoSemFinanciamento: sem.map(ponto).join(''),
    total: municipios.length,
    atendidos: atendidos.length,
    semFinanciamento: sem.map((m) => m.nome).sort((a, b) => a.localeCompare(b, 'pt-BR')),
  }
}
