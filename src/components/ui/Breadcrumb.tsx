import Link from 'next/link'

import { DadosEstruturados } from '@/components/seo/DadosEstruturados'
import { trilha } from '@/domain/dados-estruturados'
import { env } from '@/server/plataforma/env'

export interface Migalha {
  href?: string
  titulo: string
}

/** Where the page sits in the site; the last item is the current page. Also told to search engines (BreadcrumbList). */
export function Breadcrumb({ itens }: { itens: Migalha[] }) {
  return (
    <nav aria-label="Você está em" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-tinta-suave">
        {itens.map((item, i) => (
          <li key={`${item.titulo}-${i}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.href ? (
              <Link href={item.href} className="underline hover:text-marca-800">{item.titulo}</Link>
            ) : (
              <span aria-current="page" className="font-semibold text-tinta">{item.titulo}</span>
            )}
          </li>
        ))}
      </ol>
      <DadosEstruturados dados={trilha(itens, env().siteUrl)} />
    </nav>
  )
}
