import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { contemTermos } from '@/domain/texto'
import { primeiroValor, type ParametrosDaConsulta } from '@/domain/transparencia'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { MenuLateral } from '@/components/ui/MenuLateral'
import { listarProjetosSociais, paginaInstitucional } from '@/dados/institucional'

import { VejaTambemProjetos } from './VejaTambemProjetos'

export const metadadosProjetosSociais: Metadata = { title: 'Projetos Sociais', description: 'Projetos sociais, culturais e esportivos que a agência patrocina.' }

type Props = { searchParams: Promise<ParametrosDaConsulta> }

/**
 * /projetos-sociais (spec 2 §2): the categories at the side (the first chosen
 * by default, ?projeto={slug} for another), 'Buscar' narrowing them by name,
 * 'Outros Projetos' on a phone, and the side links with the institutional video (spec 2: banner image
 * and video; the video is Quem Somos', muted, not started by itself, with its captions).
 */
export async function PaginaProjetosSociais({ searchParams }: Props) {
  const sp = await searchParams
  const [todos, quemSomos] = await Promise.all([listarProjetosSociais(), paginaInstitucional('historia')])
  const busca = primeiroValor(sp.busca).trim().slice(0, 100)
  const visiveis = busca ? todos.filter((p) => contemTermos(`${p.nome} ${p.resumo}`, busca)) : todos
  const pedido = primeiroValor(sp.projeto)
  const atual = pedido ? todos.find((p) => p.slug === pedido) : visiveis[0]
  if (pedido && !atual) notFound()
  const q = (slug: string) => `/projetos-sociais?${new URLSearchParams({ projeto: slug, ...(busca ? { busca } : {}) })}`

  return (
    <MolduraPagina trilha={[{ titulo: 'Projetos Sociais' }]}>
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG banner, sized to avoid layout shift */}
      <img src="/img/banners/projetos-sociais.svg" alt="" width={1200} height={240} className="mt-4 h-28 w-full rounded-lg object-cover sm:h-40" />
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Projetos Sociais</h1>
      <div className="mt-6 grid gap-6 desktop:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4">
          <form role="search" method="get" action="/projetos-sociais" className="flex items-end gap-2">
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor="busca-projetos" className="font-semibold">Buscar</label>
              <input id="busca-projetos" name="busca" type="search" defaultValue={busca} className="rounded border border-tinta-suave bg-white px-3 py-2" />
            </div>
            <button type="submit" className="rounded bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">Buscar</button>
          </form>
          {busca && visiveis.length === 0 && <p role="status">Nenhum resultado encontrado para &quot;{busca}&quot;</p>}
          <MenuLateral rotulo="Outros Projetos" atual={atual?.slug ?? ''} itens={visiveis.map((p) => ({ chave: p.slug, titulo: p.nome, href: q(p.slug), atual: p.slug === atual?.slug }))} />
          <VejaTambemProjetos video={quemSomos?.video ?? null} />
        </aside>
        {atual ? (
          <article aria-labelledby="titulo-projeto" className="min-w-0">
            <h2 id="titulo-projeto" className="text-2xl font-bold text-marca-800">{atual.nome}</h2>
            {atual.imagem && (
              // eslint-disable-next-line @next/next/no-img-element -- seeded SVG illustrations, sized to avoid layout shift
              <img src={atual.imagem.url} alt={atual.imagem.alt} width={800} height={300} className="mt-4 h-[220px] w-full rounded-lg object-cover sm:h-[300px]" />
            )}
            <div className="conteudo-html mt-4" dangerouslySetInnerHTML={{ __html: atual.corpo }} />
          </article>
        ) : (
          <p>Nenhum projeto publicado.</p>
        )}
      </div>
    </MolduraPagina>
  )
}
