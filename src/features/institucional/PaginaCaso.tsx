import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { RotaCaso } from '@/domain/casos-sucesso'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { casoPorRota } from '@/dados/institucional'

import { ComAreasAoLado } from '@/components/ui/LinksAreas'

/** A success story's page (spec 2 §2): 300 px banner, the story, side links to the four areas. */
export async function PaginaCaso({ rota }: { rota: RotaCaso }) {
  const c = await casoPorRota(rota)
  if (!c) notFound()
  return (
    <>
      <div className="relative flex h-[300px] items-end overflow-hidden bg-gradient-to-r from-marca-900 to-marca-700 text-white">
        {c.imagem && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={c.imagem.url} alt={c.imagem.alt} width={1200} height={300} fetchPriority="high" className="absolute inset-0 h-full w-full object-cover" />
        )}
        <div className="absolute inset-0 bg-gradient-to-r from-black/75 to-black/20" aria-hidden="true" />
        <div className="relative mx-auto w-full max-w-6xl px-4 pb-8">
          <p className="text-sm font-semibold uppercase tracking-wide">Casos de sucesso</p>
          <p className="mt-1 text-3xl font-bold sm:text-4xl">{c.empresa}</p>
        </div>
      </div>
      <MolduraPagina trilha={[{ titulo: c.empresa }]}>
        <ComAreasAoLado>
          <h1 className="text-3xl font-bold text-marca-800">{c.titulo}</h1>
          <p className="mt-3 text-lg text-tinta-suave">{c.resumo}</p>
          <div className="conteudo-html mt-6" dangerouslySetInnerHTML={{ __html: c.corpo }} />
        </ComAreasAoLado>
      </MolduraPagina>
    </>
  )
}

/** The story's title and summary as the page's metadata. */
export async function metadadosDoCaso(rota: RotaCaso): Promise<Metadata> {
  const c = await casoPorRota(rota)
  return c ? { title: c.titulo, description: c.resumo } : { title: 'Página não encontrada' }
}
