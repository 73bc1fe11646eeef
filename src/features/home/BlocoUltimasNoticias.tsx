import Link from 'next/link'

import { LinkBotao } from '@/components/ui/LinkBotao'
import { resumoPrincipal, resumoSecundario, type NoticiaPublica } from '@/domain/noticia'

import { imagemDaNoticia } from '../noticias/imagem'

/**
 * The latest news: the first item large with its summary up to 1000 characters,
 * the next two smaller, cut at 150 followed by '...' (spec 1 §2.3).
 */
export function BlocoUltimasNoticias({ noticias }: { noticias: NoticiaPublica[] }) {
  const [principal, ...outras] = noticias
  return (
    <section aria-labelledby="titulo-ultimas">
      <h2 id="titulo-ultimas" className="text-2xl font-bold text-marca-800">Últimas notícias</h2>
      {!principal && <p className="mt-4 text-tinta-suave">Nenhuma notícia publicada no momento.</p>}
      {principal && (
        <div className="mt-4 grid gap-6 lg:grid-cols-3">
          <article className="lg:col-span-2">
            <Link href={`/noticias/${principal.id}`} className="group block">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={imagemDaNoticia(principal)} alt="" width={800} height={400} loading="lazy" className="aspect-[2/1] w-full rounded-lg bg-marca-50 object-cover" />
              <h3 className="mt-3 text-xl font-bold text-marca-800 group-hover:underline">{principal.titulo}</h3>
            </Link>
            <p className="text-sm text-tinta-suave"><time dateTime={principal.data}>{principal.dataFormatada}</time></p>
            <p className="mt-2">{resumoPrincipal(principal.resumo)}</p>
          </article>
          <div className="flex flex-col gap-6">
            {outras.map((n) => (
              <article key={n.id}>
                <Link href={`/noticias/${n.id}`} className="group block">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={imagemDaNoticia(n)} alt="" width={400} height={200} loading="lazy" className="aspect-[2/1] w-full rounded-lg bg-marca-50 object-cover" />
                  <h3 className="mt-2 text-lg font-bold text-marca-800 group-hover:underline">{n.titulo}</h3>
                </Link>
                <p className="text-sm text-tinta-suave"><time dateTime={n.data}>{n.dataFormatada}</time></p>
                <p className="mt-1 text-sm">{resumoSecundario(n.resumo)}</p>
              </article>
            ))}
          </div>
        </div>
      )}
      <p className="mt-6">
        <LinkBotao href="/noticias" variante="secundario">Ver todas as notícias</LinkBotao>
      </p>
    </section>
  )
}
