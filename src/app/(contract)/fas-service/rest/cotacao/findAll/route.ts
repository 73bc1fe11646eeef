import { CHAVES_INDICADORES, lerDataIndicador } from '@/domain/indicadores'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { lerIndicadores } from '@/dados/indicadores'

/**
 * GET /fas-service/rest/cotacao/findAll (spec 1 §7): every indicator as
 * {chave, valor, data}, data the reference day at 00:00 UTC (read in UTC).
 * Public: the legacy fixed credential protected nothing (docs/spec-notes.md).
 */
export const GET = rotaLegada({
  nome: 'cotacaoFindAll',
  executar: async () => {
    const valores = await lerIndicadores()
    return CHAVES_INDICADORES.flatMap((chave) => {
      const v = valores.get(chave)
      if (!v) return []
      return [{ chave, valor: v.valor, data: lerDataIndicador(v.data)?.toISOString() ?? null }]
    })
  },
})
