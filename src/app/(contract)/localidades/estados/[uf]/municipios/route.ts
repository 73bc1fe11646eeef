import { z } from 'zod'

import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarMunicipios, ufExiste } from '@/server/adaptadores/localidades'

/**
 * GET /localidades/estados/{uf}/municipios (spec 1 §7): the state's
 * municipalities ({id, nome}), sorted by name; 404 for an unknown state.
 */
export const GET = rotaLegada({
  nome: 'localidadesMunicipios',
  params: z.object({ uf: z.string().regex(/^[A-Za-z]{2}$/, 'UF deve ter duas letras') }),
  executar: ({ params }) => {
    const uf = params.uf.toUpperCase()
    if (!ufExiste(uf)) return Promise.resolve(Response.json({ message: `UF desconhecida: ${uf}` }, { status: 404 }))
    return Promise.resolve(Response.json(listarMunicipios(uf), { headers: { 'Cache-Control': 'public, max-age=86400' } }))
  },
})
