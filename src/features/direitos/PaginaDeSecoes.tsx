import type { ReactNode } from 'react'

import { formatarDataNoticia } from '@/domain/noticia'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import type { PaginaInstitucionalPublica } from '@/dados/institucional'

interface PaginaDeSecoesProps {
  pagina: PaginaInstitucionalPublica
  /** Shown beside the title (the accessibility symbol). */
  simbolo?: ReactNode
  /** What the page adds from settings or data after its sections (the data-protection officer). */
  depois?: ReactNode
}

/**
 * A page of titled sections kept by staff (accessibility, privacy, access to information), with the day it
 * was last changed: the LAI (art. 8) and the CGU's guide ask for it, and it tells a visitor how fresh it is.
 */
export function PaginaDeSecoes({ pagina, simbolo, depois }: PaginaDeSecoesProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb itens={[{ href: '/home', titulo: 'Início' }, { titulo: pagina.titulo }]} />
      <div className="mt-6 flex items-center gap-4">
        {simbolo}
        <h1 className="text-3xl font-bold text-marca-800">{pagina.titulo}</h1>
      </div>
      <p className="mt-3 text-lg text-tinta-suave">{pagina.resumo}</p>
      <p className="mt-2 text-sm text-tinta-suave">
        Última atualização: <time dateTime={pagina.atualizadaEm}>{formatarDataNoticia(pagina.atualizadaEm)}</time>
      </p>
      <div className="mt-8 space-y-8">
        {pagina.secoes.map((s, i) => (
          <section key={`${s.titulo}-${i}`} aria-labelledby={`secao-${i}`}>
            <h2 id={`secao-${i}`} className="text-2xl font-bold text-marca-800">{s.titulo}</h2>
            <div className="conteudo-html mt-3" dangerouslySetInnerHTML={{ __html: s.corpo }} />
          </section>
        ))}
        {depois}
      </div>
    </div>
  )
}
