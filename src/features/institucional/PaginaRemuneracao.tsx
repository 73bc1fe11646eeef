import type { Metadata } from 'next'

import { calcularRemuneracao, REGRAS_REMUNERACAO } from '@/domain/remuneracao'
import { formatarReais } from '@/domain/validacao'
import { ComAreasAoLado } from '@/components/ui/LinksAreas'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { lerRemuneracao } from '@/dados/remuneracao'

export const metadadosRemuneracao: Metadata = { title: 'Remuneração', description: 'Remuneração mensal da diretoria e regras de remuneração dos conselhos e comitês.' }

/** /remuneracao (spec 2 §2, §9): the pay table with computed totals, and the pay rules. */
export async function PaginaRemuneracao() {
  const { referencia, cargos } = await lerRemuneracao()
  const t = calcularRemuneracao(cargos)
  const num = 'px-3 py-2 text-right tabular-nums'
  return (
    <MolduraPagina trilha={[{ titulo: 'Remuneração' }]}>
      <ComAreasAoLado>
          <h1 className="text-3xl font-bold text-marca-800">Remuneração</h1>
          <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Tabela de remuneração, rolável na horizontal">
            <table className="w-full min-w-[36rem] border-collapse">
              <caption className="mb-2 text-left text-lg font-semibold">Remuneração mensal da diretoria{referencia ? `, ${referencia}` : ''}</caption>
              <thead>
                <tr className="bg-marca-800 text-white">
                  <th scope="col" className="px-3 py-2 text-left">Cargo</th>
                  <th scope="col" className={num}>Honorários</th>
                  <th scope="col" className={num}>Verba de representação</th>
                  <th scope="col" className={num}>Total por pessoa</th>
                </tr>
              </thead>
              <tbody>
                {t.linhas.map((l) => (
                  <tr key={l.cargo} className="border-b border-gray-200 even:bg-marca-50">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {l.quantidade > 1 ? `${l.cargo} (${l.quantidade}, cada um)` : l.cargo}
                    </th>
                    <td className={num}>{formatarReais(l.honorarios)}</td>
                    <td className={num}>{formatarReais(l.verbaRepresentacao)}</td>
                    <td className={num}>{formatarReais(l.totalPorPessoa)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-marca-800 font-bold">
                  <th scope="row" className="px-3 py-2 text-left">Total da diretoria</th>
                  <td className={num}>{formatarReais(t.totalHonorarios)}</td>
                  <td className={num}>{formatarReais(t.totalVerba)}</td>
                  <td className={num}>{formatarReais(t.totalGeral)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <h2 className="mt-10 text-2xl font-bold text-marca-800">Conselhos e comitês</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {REGRAS_REMUNERACAO.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
      </ComAreasAoLado>
    </MolduraPagina>
  )
}
