import Link from 'next/link'

import { LinkBotao } from '@/components/ui/LinkBotao'
import { imagemDaNoticia } from '@/domain/imagem-noticia'
import { resumoPrincipal, resumoSecundario, type NoticiaPublica } from '@/domain/noticia'

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
          <ItemNoticia noticia={principal} resumo={resumoPrincipal(principal.resumo)} grande />
          <div className="flex flex-col gap-6">
            {outras.map((n) => (
              <ItemNoticia key={n.id} noticia={n} resumo={resumoSecundario(n.resumo)} />
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

/** One item of the block: the large one spans two columns, with a bigger picture and title. */
function ItemNoticia({ noticia, resumo, grande = false }: { noticia: NoticiaPublica; resumo: string; grande?: boolean }) {
  return (
    <article className={grande ? 'lg:col-span-2' : undefined}>
      <Link href={`/noticias/${noticia.id}`} className="group block">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={imagemDaNoticia(noticia)} alt="" width={grande ? 800 : 400} height={grande ? 400 : 200} loading="lazy" className="aspect-[2/1] w-full rounded-lg bg-marca-50 object-cover" />
        <h3 className={`mt-2 font-bold text-marca-800 group-hover:underline ${grande ? 'text-xl' : 'text-lg'}`}>{noticia.titulo}</h3>
      </Link>
      <p className="text-sm text-tinta-suave"><time dateTime={noticia.data}>{noticia.dataFormatada}</time></p>
      <p className={grande ? 'mt-2' : 'mt-1 text-sm'}>{resumo}</p>
    </article>
  )
}
