import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LinksAreas } from '@/components/ui/LinksAreas'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { lerConsulta, type ParametrosDaConsulta } from '@/domain/transparencia'
import { MenuLateral } from '@/components/ui/MenuLateral'
import { lerConfiguracoesOuPadrao } from '@/dados/configuracoes'
import { listarTiposPublicacao } from '@/dados/transparencia'

import { FiltrosPublicacoes } from './FiltrosPublicacoes'
import { PaginaDePublicacoes } from './ListaPublicacoes'

type Props = { params: Promise<{ categoria?: string[] }>; searchParams: Promise<ParametrosDaConsulta> }

/** The category in the address, null for /publicacoes, undefined when it names none. */
async function categoria(segmentos: string[] | undefined) {
  const tipos = await listarTiposPublicacao()
  if (!segmentos?.length) return { tipos, tipo: null }
  if (segmentos.length > 1 || !/^\d{1,9}$/.test(segmentos[0]!)) return { tipos, tipo: undefined }
  return { tipos, tipo: tipos.find((t) => t.id === Number(segmentos[0])) }
}

export async function metadadosPublicacoes({ params }: Props): Promise<Metadata> {
  const { tipo } = await categoria((await params).categoria)
  return { title: tipo ? `Publicações: ${tipo.titulo}` : 'Publicações', description: 'Documentos publicados pela agência, por categoria, com busca e filtros por mês e ano.' }
}

/**
 * /publicacoes[/category] (spec 2 §2): categories at the side, a search across
 * every category (title or subtitle), month and year filters, 'Balancetes' and
 * the four audiences.
 */
export async function PaginaPublicacoes({ params, searchParams }: Props) {
  const { tipos, tipo } = await categoria((await params).categoria)
  if (tipo === undefined) notFound()
  const hoje = new Date()
  const consulta = lerConsulta(await searchParams, hoje)
  const { busca, filtro } = consulta
  const { linksExternos } = await lerConfiguracoesOuPadrao()
  const titulo = busca ? 'Resultados da busca' : (tipo?.titulo ?? 'Todas as publicações')
  const caminhoLista = tipo ? `/publicacoes/${tipo.id}` : '/publicacoes'

  return (
    <MolduraPagina trilha={[{ href: '/publicacoes', titulo: 'Publicações' }, ...(tipo ? [{ titulo: tipo.titulo }] : [])]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Publicações</h1>
      {/* The audiences' links once, after the list (phones read them last); on a computer the grid puts them under the categories. */}
      <div className="mt-6 grid gap-6 desktop:grid-cols-[18rem_1fr] desktop:grid-rows-[auto_1fr]">
        <aside className="flex flex-col gap-4">
          <MenuLateral
            rotulo="Categorias"
            atual={String(tipo?.id ?? '')}
            itens={[
              ...tipos.map((t) => ({ chave: t.id, titulo: t.titulo, href: `/publicacoes/${t.id}`, atual: t.id === tipo?.id })),
              { chave: 'balancetes', titulo: 'Balancetes', href: linksExternos.balancetes, atual: false, externo: true },
            ]}
          />
        </aside>
        <section aria-labelledby="titulo-lista" className="flex min-w-0 flex-col gap-4 desktop:row-span-2">
          <FiltrosPublicacoes
            caminho={caminhoLista}
            dica="Procura no título e no subtítulo das publicações de todas as categorias."
            termo={busca}
            filtro={filtro}
            datasAte={hoje}
          />
          <h2 id="titulo-lista" className="text-2xl font-bold text-marca-800">{titulo}</h2>
          {/* A search looks across every category (spec 2 §7); without one, the chosen category (or all). */}
          <PaginaDePublicacoes
            tipo={busca ? null : (tipo?.id ?? null)}
            consulta={consulta}
            caminho={caminhoLista}
            comCategoria={busca !== '' || !tipo}
          />
        </section>
        <div className="desktop:col-start-1 desktop:row-start-2 desktop:self-start">
          <LinksAreas />
        </div>
      </div>
    </MolduraPagina>
  )
}
