import { z } from 'zod'

import { filtrarPorData, ordenarPublicacoes, PRIMEIRO_ANO, publicacaoLegada } from '@/domain/transparencia'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { publicacoesDoTipo } from '@/dados/transparencia'

const inteiro = (msg: string) => z.string().regex(/^-?\d{1,9}$/, msg).transform(Number)

/**
 * GET /fas/transparencia/findAllPublicacaoByTipoPublicacao/{tipo}/{mes}/{ano}
 * (spec 2 §7): the published publications of a category, newest first. The
 * site always sends -1/-1 (every month, every year); a month 0–11 and a year
 * from 2015 filter like the pages' filters do.
 */
export const GET = rotaLegada({
  nome: 'findAllPublicacaoByTipoPublicacao',
  params: z.object({
    tipo: inteiro('deve ser um número inteiro positivo.').refine((n) => n > 0, 'deve ser um número inteiro positivo.'),
    mes: inteiro('deve ser -1 ou um mês de 0 a 11.').refine((n) => n === -1 || (n >= 0 && n <= 11), 'deve ser -1 ou um mês de 0 a 11.'),
    ano: inteiro(`deve ser -1 ou um ano a partir de ${PRIMEIRO_ANO}.`).refine((n) => n === -1 || n >= PRIMEIRO_ANO, `deve ser -1 ou um ano a partir de ${PRIMEIRO_ANO}.`),
  }),
  executar: async ({ params }) => {
    const filtro = { mes: params.mes === -1 ? null : params.mes, ano: params.ano === -1 ? null : params.ano }
    return ordenarPublicacoes(filtrarPorData(await publicacoesDoTipo(params.tipo), filtro)).map(publicacaoLegada)
  },
})
