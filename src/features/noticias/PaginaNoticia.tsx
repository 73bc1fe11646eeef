import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DadosEstruturados } from '@/components/seo/DadosEstruturados'
import { metadadosDeCompartilhamento } from '@/components/seo/metadados'
import { LinkBotao } from '@/components/ui/LinkBotao'
import { artigo } from '@/domain/dados-estruturados'
import { imagemDaNoticia } from '@/domain/imagem-noticia'
import { formatarDataNoticiaPorExtenso } from '@/domain/noticia'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { noticiaPorId } from '@/dados/noticias'
import { env } from '@/server/plataforma/env'
import { caminhoDaPagina } from '@/server/borda/pedido-da-pagina'

type Props = { params: Promise<{ id: string }> }

async function carregar(params: Props['params']) {
  const { id } = await params
  return /^\d{1,9}$/.test(id) ? noticiaPorId(Number(id)) : null
}

export async function metadadosNoticia({ params }: Props): Promise<Metadata> {
  const n = await carregar(params)
  if (!n) return { title: 'Notícia não encontrada' }
  const imagem = n.nomeImagemCapa ? { url: imagemDaNoticia(n), alt: n.textoAlternativoCapa } : null
  const compartilhamento = metadadosDeCompartilhamento({ configuracoes: await lerConfiguracoes(), caminho: await caminhoDaPagina(), imagem, artigo: { publicadoEm: n.data } })
  return { title: n.titulo, description: n.resumo.slice(0, 200), ...compartilhamento }
}

/**
 * /noticias/{id} (spec 1 §2.7): title, 'publicado em' and the date, the
 * sanitised body, 'Ver todas as notícias'. Unknown id: the 404 page. A failure
 * to load: 'Erro ao buscar a notícia' with 'Tentar Novamente' (error.tsx and
 * the HTTP server's error page).
 */
export async function PaginaNoticia({ params }: Props) {
  const n = await carregar(params)
  if (!n) notFound()
  const c = await lerConfiguracoes()
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <DadosEstruturados dados={artigo({ titulo: n.titulo, resumo: n.resumo, data: n.data, imagem: imagemDaNoticia(n), caminho: `/noticias/${n.id}` }, c, env().siteUrl)} />
      <h1 className="text-3xl font-bold text-marca-800 sm:text-4xl">{n.titulo}</h1>
      <p className="mt-2 text-tinta-suave">
        publicado em <time dateTime={n.data}>{formatarDataNoticiaPorExtenso(n.data)}</time>
      </p>
      {n.nomeImagemCapa && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imagemDaNoticia(n)} alt={n.textoAlternativoCapa} width={800} height={400} className="mt-6 aspect-[2/1] w-full rounded-lg bg-marca-50 object-cover" />
      )}
      {/* Sanitised when saved (collections/Noticias/hooks/corpo.ts). */}
      <div className="conteudo-html mt-6" dangerouslySetInnerHTML={{ __html: n.corpoFormatado }} />
      <p className="mt-10">
        <LinkBotao href="/noticias">Ver todas as notícias</LinkBotao>
      </p>
    </article>
  )
}
