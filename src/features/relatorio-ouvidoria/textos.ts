import type { PrestacaoDeContas } from '@/domain/ouvidoria/prestacao-contas'

const numero = (x: number) => x.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** The summary figures, as [label, value], for the page and the PDF alike. */
export function indicadoresDoRelatorio(c: PrestacaoDeContas): [string, string][] {
  return [
    ['Manifestações recebidas', String(c.total)],
    ['Respondidas', String(c.respondidas)],
    ['Respondidas no prazo', c.percentualNoPrazo === null ? 'Sem respostas no período' : `${numero(c.percentualNoPrazo)}% (${c.respondidasNoPrazo} de ${c.respondidas})`],
    ['Tempo médio de resposta', c.mediaDiasResposta === null ? 'Sem respostas no período' : `${numero(c.mediaDiasResposta)} dias corridos`],
  ]
}

export const NOTA_METODO =
  'Contagens feitas a partir das manifestações registradas na Ouvidoria, sem dados pessoais. O mês é o do recebimento; "no prazo" compara o dia da resposta com o prazo da manifestação (com a prorrogação, quando houve); o tempo de resposta conta dias corridos do recebimento à resposta.'
