import { mesPorExtenso } from '@/domain/ouvidoria/prestacao-contas'
import { mediaPorExtenso, SEM_AVALIACOES, type SatisfacaoDoServico } from '@/domain/satisfacao'

const celula = 'px-3 py-2 text-right tabular-nums'
const NOTAS = [1, 2, 3, 4, 5] as const

/** One service's months: a table with the count, the mean and each score's count, or the empty state. */
function Servico({ s, indice }: { s: SatisfacaoDoServico; indice: number }) {
  const id = `satisfacao-${indice}`
  return (
    // Not a named region: the charter's entry for the same service already is the region by that name (axe landmark-unique).
    <section className="mt-6">
      <h3 id={`${id}-titulo`} className="text-xl font-bold text-marca-800">{s.servico}</h3>
      {s.meses.length === 0 ? (
        <p className="mt-2">{SEM_AVALIACOES}</p>
      ) : (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="w-full min-w-[40rem] border-collapse">
            <caption id={id} className="mb-2 text-left font-semibold">Avaliações de “{s.servico}” por mês</caption>
            <thead>
              <tr className="bg-marca-800 text-white">
                <th scope="col" className="px-3 py-2 text-left">Mês</th>
                <th scope="col" className={celula}>Avaliações</th>
                <th scope="col" className={celula}>Nota média (1 a 5)</th>
                {NOTAS.map((n) => (
                  <th key={n} scope="col" className={celula}>Nota {n}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.meses.map((m) => (
                <tr key={m.mes} className="border-b border-gray-200 even:bg-marca-50">
                  <th scope="row" className="px-3 py-2 text-left font-normal">{mesPorExtenso(m.mes)}</th>
                  <td className={celula}>{m.respostas}</td>
                  <td className={celula}>{mediaPorExtenso(m.media)}</td>
                  {m.porNota.map((q, i) => (
                    <td key={i} className={celula}>{q}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/**
 * The satisfaction survey's results (Lei 13.460/2017 art. 23): per surveyed service, the last
 * 12 months with ratings. Counts only: no comment, no person. Plain HTML, no script.
 */
export function SatisfacaoDaCarta({ desde, ate, servicos, id }: { desde: string; ate: string; servicos: readonly SatisfacaoDoServico[]; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-marca-800">Pesquisa de satisfação</h2>
      <p className="mt-3 max-w-3xl">
        Quando um atendimento é respondido ou concluído, enviamos um convite para avaliá-lo com uma nota de 1 a 5 (Lei nº 13.460/2017, art. 23). Estes são os resultados de{' '}
        {mesPorExtenso(desde)} a {mesPorExtenso(ate)}, por serviço e por mês; os meses sem avaliações não aparecem. Os comentários e os dados de quem avaliou não são
        publicados.
      </p>
      {servicos.map((s, i) => (
        <Servico key={s.servico} s={s} indice={i} />
      ))}
    </section>
  )
}
