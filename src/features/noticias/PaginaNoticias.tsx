import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NOTICIAS_POR_PAGINA, lerPagina } from '@/domain/noticia'
import { Paginacao } from '@/components/ui/Paginacao'
import { listarNoticias } from '@/dados/noticias'

import { CartaoNoticia } from './CartaoNoticia'

type Props = { searchParams: Promise<{ pagina?: string | string[] }> }

export async function metadadosNoticias({ searchParams }: Props): Promise<Metadata> {
  const pagina = lerPagina((await searchParams).pagina)
  return {
    title: pagina > 1 ? `Notícias — página ${pagina}` : 'Notícias',
    description: 'Notícias da agência de fomento do Rio Grande do Sul: linhas de crédito, programas, resultados e eventos.',
  }
}

/** /noticias: every published item, newest first, paged in the address (spec 1 §2.7). */
export async function PaginaNoticias({ searchParams }: Props) {
  const pagina = lerPagina((await searchParams).pagina)
  const r = await listarNoticias(pagina, NOTICIAS_POR_PAGINA)
  // A page past the last one does not exist (the first page always does, even when empty).
  if (pagina > 1 && pagina > r.totalPaginas) notFound()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-marca-800">Notícias</h1>
      {r.total === 0 ? (
        <p className="mt-6 text-tinta-suave">Nenhuma notícia publicada no momento.</p>
      ) : (
        <>
          <p className="mt-2 text-tinta-suave">
            {r.total} {r.total === 1 ? 'notícia' : 'notícias'}
            {r.totalPaginas > 1 && ` · página ${pagina} de ${r.totalPaginas}`}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {r.noticias.map((n, i) => (
              <CartaoNoticia key={n.id} noticia={n} eager={i < 2} />
            ))}
          </ul>
          <Paginacao atual={pagina} total={r.totalPaginas} caminho="/noticias" />
        </>
      )}
    </div>
  )
}
