import { z } from 'zod'

import { listarMunicipiosDaUf } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { respostaDeValidacao, rotaLegada } from '@/server/borda/contrato/rota-legada'

const consulta = z.object({
  uf: z
    .string('uf é obrigatória.')
    .regex(/^[A-Za-z]{2}$/, 'uf deve ser a sigla de um estado, ex.: RS.')
    .refine((uf) => listarMunicipiosDaUf(uf) !== null, 'uf desconhecida.'),
})

/**
 * GET /site-api/formulario/municipio?uf=RS (spec 3 §7): the state's municipalities
 * {id, codIBGE, descMunicipioMaiusculo}, by name; 400 for a missing or unknown state.
 */
export const GET = rotaLegada({
  nome: 'formularioMunicipio',
  executar: ({ req }) => {
    const r = consulta.safeParse({ uf: new URL(req.url).searchParams.get('uf') ?? undefined })
    if (!r.success) return Promise.resolve(respostaDeValidacao(r.error))
    return Promise.resolve(respostaDeReferencia(listarMunicipiosDaUf(r.data.uf)))
  },
})
