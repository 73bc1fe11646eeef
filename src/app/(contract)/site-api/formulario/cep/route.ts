import { z } from 'zod'

import { respostaDoCep } from '@/domain/cep'
import { consultarCep } from '@/server/adaptadores/cep/consulta'
import { respostaDeValidacao, rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarPrefixosEndereco } from '@/dados/referencias-cadastro'

const consulta = z.object({ cep: z.string('cep é obrigatório.').regex(/^\d{8}$/, 'O CEP deve ter 8 dígitos, somente números.') })

// Each CEP is its own address: kept out of the site's page cache (it would push pages out); the
// lookup's own cache (server/adaptadores/cep) remembers answers.
const semGuardar = { 'Cache-Control': 'no-store' }

/**
 * GET /site-api/formulario/cep?cep=90010000 (spec 3 §4, §7): {prefixo, rua, bairro, uf, codigoIbge,
 * cidade} from ViaCEP, else BrasilAPI; empty parts when the CEP covers a whole city or street.
 * 404 unknown to the providers, 503 when none answers: the form then takes the address by hand.
 */
export const GET = rotaLegada({
  nome: 'formularioCep',
  // Each lookup may reach ViaCEP/BrasilAPI: counted per client (server/adaptadores/limites).
  limite: 'consulta',
  executar: async ({ req }) => {
    const r = consulta.safeParse({ cep: new URL(req.url).searchParams.get('cep') ?? undefined })
    if (!r.success) return respostaDeValidacao(r.error)
    const resultado = await consultarCep(r.data.cep)
    if (resultado.tipo === 'nao-encontrado') return Response.json({ message: 'CEP não encontrado.' }, { status: 404, headers: semGuardar })
    if (resultado.tipo === 'indisponivel') {
      return Response.json(
        { message: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.' },
        { status: 503, headers: { ...semGuardar, 'Retry-After': '30' } },
      )
    }
    const prefixos = (await listarPrefixosEndereco()).map((p) => p.descricao)
    return Response.json(respostaDoCep(resultado.endereco, prefixos), { headers: semGuardar })
  },
})
