import 'server-only'

import { carregarMunicipios } from 'municipios-brasil'

import { montarMapaAlcance, type MapaAlcance, type MunicipioNoMapa } from '@/domain/mapa-alcance'

// The seats' coordinates (IBGE, embedded in municipios-brasil) are loaded once per process: the
// module is large (all 5,571 municipalities) and never changes while the server runs.
let municipiosRS: Promise<MunicipioNoMapa[]> | null = null

function lerMunicipiosRS(): Promise<MunicipioNoMapa[]> {
  municipiosRS ??= carregarMunicipios().then((api) =>
    api.porEstado('RS').map((m) => ({ codigo: String(m.codigoIbge), nome: m.nome, latitude: m.latitude, longitude: m.longitude })),
  )
  return municipiosRS
}

/** The 'Onde já chegamos' map, with the municipalities staff listed as still without a financed project. */
export async function mapaAlcance(semFinanciamento: readonly string[]): Promise<MapaAlcance> {
  return montarMapaAlcance(await lerMunicipiosRS(), new Set(semFinanciamento))
}
