import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarEstados } from '@/server/adaptadores/localidades'

/**
 * GET /localidades/estados (spec 1 §7): the states in the public geography
 * service's shape ({id, sigla, nome}), sorted by name, from embedded IBGE data.
 */
export const GET = rotaLegada({
  nome: 'localidadesEstados',
  executar: () => Promise.resolve(Response.json(listarEstados(), { headers: { 'Cache-Control': 'public, max-age=86400' } })),
})
