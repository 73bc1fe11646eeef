import type { Metadata } from 'next'
import Link from 'next/link'

import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { listarDiretorias } from '@/dados/institucional'

export const metadadosOrganograma: Metadata = { title: 'Organograma', description: 'A estrutura da agência: conselhos, presidência, diretorias e áreas.' }

const caixa = 'inline-block rounded border-2 border-marca-700 bg-white px-3 py-2 text-center font-semibold text-marca-800'

/**
 * /organograma (spec 2 §2): the chart drawn from the same directorates as
 * /diretorias, as nested lists, so the structure is the text alternative itself
 * (a screen reader hears the levels) and it never goes out of date.
 */
export async function PaginaOrganograma() {
  const diretorias = await listarDiretorias()
  return (
    <MolduraPagina trilha={[{ titulo: 'Organograma' }]}>
      <h1 className="mt-6 text-3xl font-bold text-marca-800">Organograma</h1>
      <p className="mt-2 max-w-3xl">
        A Assembleia Geral elege o Conselho de Administração, que orienta a Diretoria Executiva. O Conselho Fiscal e o Comitê de Auditoria
        acompanham as contas. Os contatos de cada área estão em <Link href="/diretorias" className="underline">Diretorias</Link>.
      </p>
      <ol className="mt-8 flex flex-col items-center gap-3" aria-label="Estrutura da agência">
        <li className={caixa}>Assembleia Geral</li>
        <li className="flex flex-wrap justify-center gap-3">
          <span className={caixa}>Conselho de Administração</span>
          <span className={caixa}>Conselho Fiscal</span>
          <span className={caixa}>Comitê de Auditoria</span>
        </li>
        <li className="w-full">
          <span className="sr-only">Diretoria Executiva, com as diretorias:</span>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {diretorias.map((d) => (
              <li key={d.id} className="rounded-lg border-2 border-marca-700 bg-marca-50 p-4">
                <p className="text-center font-bold text-marca-800">{d.nome}</p>
                <p className="text-center text-sm">{d.responsavel}</p>
                {d.areas.length > 0 && (
                  <ul className="mt-3 flex flex-col gap-2 border-l-2 border-marca-700 pl-3" aria-label={`Áreas da ${d.nome}`}>
                    {d.areas.map((a) => (
                      <li key={a.nome} className="rounded bg-white px-3 py-2 text-sm shadow-sm">
                        {a.nome}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </li>
      </ol>
    </MolduraPagina>
  )
}
