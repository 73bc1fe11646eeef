import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import {
  buscarItens,
  conteudoDoItem,
  itemDoSlug,
  itemPadraoTransparencia,
  itensDoMenu,
  lerConsulta,
  MENSAGENS,
  MENU_TRANSPARENCIA,
  slugDoItem,
  type ParametrosDaConsulta,
} from '@/domain/transparencia'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { MenuLateral } from '@/components/ui/MenuLateral'
import { listarItensMenu } from '@/dados/transparencia'

import { ConteudoItem } from './ConteudoItem'
import { FiltrosPublicacoes } from './FiltrosPublicacoes'
import { PaginaDePublicacoes } from './ListaPublicacoes'
import { ResultadosBusca } from './ResultadosBusca'

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<ParametrosDaConsulta> }

async function escolher(slug: string[] | undefined) {
  const itens = itensDoMenu(await listarItensMenu(), MENU_TRANSPARENCIA)
  if (slug && slug.length > 1) return { itens, item: undefined }
  return { itens, item: slug?.[0] ? itemDoSlug(itens, slug[0]) : itemPadraoTransparencia(itens) }
}

export async function metadadosTransparencia({ params }: Props): Promise<Metadata> {
  const { item } = await escolher((await params).slug)
  return { title: item ? `Transparência: ${item.titulo}` : 'Transparência', description: 'Documentos, relatórios e informações de transparência da agência.' }
}

/** /transparencia[/slug] (spec 2 §2, §4): the side menu under parent 3, its search, and the chosen item's content. */
export async function PaginaTransparencia({ params, searchParams }: Props) {
  const { slug } = await params
  const { itens, item } = await escolher(slug)
  if (!item && (slug?.length ?? 0) > 0) notFound()
  const hoje = new Date()
  // Here the search narrows the menu; the month/year narrow the chosen item's publications.
  const { busca, filtro, pagina } = lerConsulta(await searchParams, hoje)
  const encontrados = buscarItens(itens, busca)
  const sufixo = busca ? `?${new URLSearchParams({ busca })}` : ''
  const conteudo = item ? conteudoDoItem(item) : null
  const caminho = item ? `/transparencia/${slugDoItem(item.titulo)}` : '/transparencia'

  return (
    <MolduraPagina trilha={[{ href: '/transparencia', titulo: 'Transparência' }, ...(item ? [{ titulo: item.titulo }] : [])]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Transparência</h1>
      <div className="mt-6 grid gap-6 desktop:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4">
          <MenuLateral
            rotulo="Itens de transparência"
            atual={item ? String(item.id) : ''}
            antes={busca ? <ResultadosBusca termo={busca} total={encontrados.length} /> : undefined}
            itens={encontrados.map((i) => ({ chave: i.id, titulo: i.titulo, href: `/transparencia/${slugDoItem(i.titulo)}${sufixo}`, atual: i.id === item?.id }))}
          />
        </aside>
        <section aria-labelledby="titulo-item" className="flex min-w-0 flex-col gap-4">
          <FiltrosPublicacoes
            caminho={caminho}
            dica="Procura no título e no conteúdo dos itens de transparência."
            termo={busca}
            filtro={filtro}
            datasAte={conteudo?.tipo === 'publicacoes' ? hoje : undefined}
          />
          {item && conteudo ? (
            <>
              <h2 id="titulo-item" className="text-2xl font-bold text-marca-800">{item.titulo}</h2>
              {conteudo.tipo === 'publicacoes' ? (
                <PaginaDePublicacoes tipo={conteudo.tipoPublicacao} consulta={{ busca: '', filtro, pagina }} caminho={caminho} />
              ) : (
                <ConteudoItem conteudo={conteudo} titulo={item.titulo} />
              )}
            </>
          ) : (
            <p id="titulo-item">{MENSAGENS.semPublicacoes}</p>
          )}
        </section>
      </div>
    </MolduraPagina>
  )
}
