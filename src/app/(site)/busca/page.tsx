import type { Metadata } from 'next'
import Link from 'next/link'

import { classesBotao } from '@/components/ui/botao'
import { MINIMO_CONSULTA } from '@/domain/busca'
import { slugificar } from '@/domain/texto'
import { buscarNoSite } from '@/dados/busca'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = termo((await searchParams).q)
  return { title: q ? `Busca: ${q}` : 'Busca', robots: { index: false } }
}

function termo(q: string | string[] | undefined): string {
  return (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 200) ?? ''
}

/** /busca?q=…: the site search results (works without JavaScript). */
export default async function Busca({ searchParams }: Props) {
  const q = termo((await searchParams).q)
  const curto = q.length > 0 && q.length < MINIMO_CONSULTA
  const grupos = q && !curto ? await buscarNoSite(q) : []
  const total = grupos.reduce((soma, g) => soma + g.total, 0)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-marca-800">Busca</h1>
      <form action="/busca" method="get" role="search" className="mt-6 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="busca-pagina" className="sr-only">Termo da busca</label>
        <input
          id="busca-pagina"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Faça sua busca"
          className="flex-1 rounded border border-gray-400 px-4 py-3"
        />
        <button type="submit" className={classesBotao()}>Buscar</button>
      </form>
      <div className="mt-8" aria-live="polite">
        {!q && <p>Digite o que procura: um produto, uma linha de crédito, um público.</p>}
        {curto && <p>Digite pelo menos {MINIMO_CONSULTA} caracteres para buscar.</p>}
        {q && !curto && total === 0 && (
          <p>Nenhum resultado encontrado para &quot;{q}&quot;</p>
        )}
        {total > 0 && (
          <>
            <h2 className="text-lg font-semibold">
              Resultados para &quot;{q}&quot; ({total} {total === 1 ? 'encontrado' : 'encontrados'}):
            </h2>
            {grupos.map((g) => (
              <section key={g.grupo} aria-labelledby={`grupo-${slugificar(g.grupo)}`} className="mt-6">
                <h3 id={`grupo-${slugificar(g.grupo)}`} className="border-b border-gray-300 pb-1 text-base font-bold text-marca-800">
                  {g.grupo} ({g.total})
                </h3>
                <ul className="divide-y divide-gray-200">
                  {g.resultados.map((r, i) => (
                    <li key={`${i}-${r.href}`} className="py-4">
                      <p className="text-xs font-semibold uppercase tracking-wide text-tinta-suave">{r.tipo}</p>
                      <Link href={r.href} className="text-lg font-bold text-marca-700 underline hover:text-marca-900">{r.titulo}</Link>
                      {r.resumo && <p className="mt-1 text-tinta-suave">{r.resumo}</p>}
                    </li>
                  ))}
                </ul>
                {g.total > g.resultados.length && (
                  <p className="text-sm text-tinta-suave">
                    Mostrando {g.resultados.length} de {g.total}.{' '}
                    {g.verTodos && (
                      <Link href={g.verTodos.href} className="font-semibold text-marca-700 underline">
                        {g.verTodos.rotulo}
                      </Link>
                    )}
                  </p>
                )}
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  )
}
