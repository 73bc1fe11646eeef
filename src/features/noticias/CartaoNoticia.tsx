import Link from 'next/link'

import { imagemDaNoticia } from '@/domain/imagem-noticia'
import type { NoticiaPublica } from '@/domain/noticia'

/**
 * One item of the news list: image, date in pt-BR, title and summary. The first cards' images are the
 * page's largest paint: loaded at once and before the scripts (`eager`).
 */
export function CartaoNoticia({ noticia, eager = false }: { noticia: NoticiaPublica; eager?: boolean }) {
  return (
    <li className="flex">
      <article className="flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={imagemDaNoticia(noticia)} alt="" width={600} height={300} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} className="aspect-[2/1] w-full bg-marca-50 object-cover" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <p className="text-sm text-tinta-suave"><time dateTime={noticia.data}>{noticia.dataFormatada}</time></p>
          <h2 className="text-lg font-bold text-marca-800">
            <Link href={`/noticias/${noticia.id}`} className="hover:underline">{noticia.titulo}</Link>
          </h2>
          <p className="text-sm text-tinta-suave">{noticia.resumo}</p>
        </div>
      </article>
    </li>
  )
}
