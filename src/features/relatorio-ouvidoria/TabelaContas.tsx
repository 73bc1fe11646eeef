import { QuadrosDeValores } from '@/components/ui/QuadrosDeValores'
import { NATUREZAS_MANIFESTACAO } from '@/domain/ouvidoria/manifestacao'
import { mesPorExtenso, type PrestacaoDeContas } from '@/domain/ouvidoria/prestacao-contas'

import { indicadoresDoRelatorio } from './textos'

const celula = 'px-3 py-2 text-right tabular-nums'

/** The summary figures and the month × nature table of one period. */
export function TabelaContas({ contas, titulo, id }: { contas: PrestacaoDeContas; titulo: string; id: string }) {
  return (
    <>
      <QuadrosDeValores itens={indicadoresDoRelatorio(contas)} className="mt-4 sm:grid-cols-2 lg:grid-cols-4" />
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="w-full min-w-[40rem] border-collapse">
          <caption id={id} className="mb-2 text-left text-lg font-semibold">{titulo}</caption>
          <thead>
            <tr className="bg-marca-800 text-white">
              <th scope="col" className="px-3 py-2 text-left">Mês</th>
              {NATUREZAS_MANIFESTACAO.map((n) => (
                <th key={n} scope="col" className={celula}>{n}</th>
              ))}
              <th scope="col" className={celula}>Total</th>
            </tr>
          </thead>
          <tbody>
            {contas.porMes.length === 0 && (
              <tr>
                <td colSpan={NATUREZAS_MANIFESTACAO.length + 2} className="px-3 py-2">Nenhuma manifestação recebida no período.</td>
              </tr>
            )}
            {contas.porMes.map((m) => (
              <tr key={m.mes} className="border-b border-gray-200 even:bg-marca-50">
                <th scope="row" className="px-3 py-2 text-left font-normal">{mesPorExtenso(m.mes)}</th>
                {NATUREZAS_MANIFESTACAO.map((n) => (
                  <td key={n} className={celula}>{m.porNatureza[n]}</td>
                ))}
                <td className={celula}>{m.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-marca-800 font-bold">
              <th scope="row" className="px-3 py-2 text-left">Total</th>
              {NATUREZAS_MANIFESTACAO.map((n) => (
                <td key={n} className={celula}>{contas.porNatureza[n]}</td>
              ))}
              <td className={celula}>{contas.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  )
}
