import type { Metadata } from 'next'

import { classesBotao } from '@/components/ui/botao'
import { MINIMO_CONSULTA } from '@/domain/busca'
import { buscarNoSite } from '@/dados/busca'

import { ResultadosBusca } from './ResultadosBusca'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

function termo(q: string | string[] | undefined): string {
  return (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 200) ?? ''
}

/** The page's title names the term; results are not indexed. */
export async function metadadosDaBusca({ searchParams }: Props): Promise<Metadata> {
  const q = termo((await searchParams).q)
  return { title: q ? `Busca: ${q}` : 'Busca', robots: { index: false } }
}

/** /busca?q=…: the site search results (works without JavaScript). */
export async function PaginaBusca({ searchParams }: Props) {
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
        {total > 0 && <ResultadosBusca q={q} total={total} grupos={grupos} />}
      </div>
    </div>
  )
}
