import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { buscarItens, conteudoDoItem, ITEM_LICITACOES_PADRAO, itensDoMenu, MENU_LICITACOES, primeiroValor, type ParametrosDaConsulta } from '@/domain/transparencia'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { MenuLateral } from '@/components/ui/MenuLateral'
import { listarItensMenu } from '@/dados/transparencia'

import { ConteudoItem } from './ConteudoItem'
import { FiltrosPublicacoes } from './FiltrosPublicacoes'
import { ResultadosBusca } from './ResultadosBusca'

export const metadadosLicitacoes: Metadata = { title: 'Licitações', description: 'Licitações, editais e contratações da agência.' }

type Props = { searchParams: Promise<ParametrosDaConsulta> }

/**
 * /licitacoes (spec 2 §2, §4): the items under parent 24, item 109 selected on
 * load (?item= chooses another). An item whose complemento is a publication
 * category goes to /publicacoes/{id}.
 */
export async function PaginaLicitacoes({ searchParams }: Props) {
  const sp = await searchParams
  const itens = itensDoMenu(await listarItensMenu(), MENU_LICITACOES)
  const pedido = primeiroValor(sp.item) || null
  const item = pedido ? itens.find((i) => String(i.id) === pedido) : (itens.find((i) => i.id === ITEM_LICITACOES_PADRAO) ?? itens[0])
  if (pedido && !item) notFound()
  const conteudo = item ? conteudoDoItem(item) : null
  if (conteudo?.tipo === 'publicacoes') redirect(`/publicacoes/${conteudo.tipoPublicacao}`)
  const busca = primeiroValor(sp.busca).trim().slice(0, 100)
  const encontrados = buscarItens(itens, busca)
  const href = (i: (typeof itens)[number]) => {
    const c = conteudoDoItem(i)
    if (c.tipo === 'publicacoes') return `/publicacoes/${c.tipoPublicacao}`
    const q = new URLSearchParams({ item: String(i.id), ...(busca ? { busca } : {}) })
    return `/licitacoes?${q}`
  }

  return (
    <MolduraPagina trilha={[{ titulo: 'Licitações' }]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Licitações</h1>
      <div className="mt-6 grid gap-6 desktop:grid-cols-[18rem_1fr]">
        <aside>
          <MenuLateral
            rotulo="Itens de licitações"
            atual={String(item?.id ?? '')}
            antes={busca ? <ResultadosBusca termo={busca} total={encontrados.length} /> : undefined}
            itens={encontrados.map((i) => ({ chave: i.id, titulo: i.titulo, href: href(i), atual: i.id === item?.id }))}
          />
        </aside>
        <section aria-labelledby="titulo-item" className="flex min-w-0 flex-col gap-4">
          <FiltrosPublicacoes caminho="/licitacoes" dica="Procura no título e no conteúdo dos itens de licitações." termo={busca} ocultos={pedido ? { item: pedido } : undefined} />
          {item && conteudo ? (
            <>
              <h2 id="titulo-item" className="text-2xl font-bold text-marca-800">{item.titulo}</h2>
              <ConteudoItem conteudo={conteudo} titulo={item.titulo} />
            </>
          ) : (
            <h2 id="titulo-item" className="text-xl">Nenhum item de licitações publicado.</h2>
          )}
        </section>
      </div>
    </MolduraPagina>
  )
}
