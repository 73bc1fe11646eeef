import Link from 'next/link'

import { numerosDePagina } from '@/domain/noticia'

/**
 * Page numbers in the address (?pagina=2), plain links: paging works without
 * JavaScript. `consulta` is the rest of the list's query string (search,
 * filters), kept on every page's link.
 */
export function Paginacao({ atual, total, caminho, consulta = '' }: { atual: number; total: number; caminho: string; consulta?: string }) {
  if (total <= 1) return null
  const href = (n: number) => {
    const q = new URLSearchParams(consulta)
    if (n > 1) q.set('pagina', String(n))
    const s = q.toString()
    return s ? `${caminho}?${s}` : caminho
  }
  const classe = 'inline-flex h-11 min-w-11 items-center justify-center rounded border px-3 font-semibold'
  return (
    <nav aria-label="Paginação" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {atual > 1 && (
          <li>
            <Link href={href(atual - 1)} className={`${classe} border-marca-700 text-marca-700 hover:bg-marca-50`} rel="prev">
              Anterior
            </Link>
          </li>
        )}
        {numerosDePagina(atual, total).map((n, i) =>
          n === null ? (
            <li key={`salto-${i}`} aria-hidden="true" className="px-1">…</li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-current={n === atual ? 'page' : undefined}
                aria-label={`Página ${n}`}
                className={`${classe} ${n === atual ? 'border-marca-800 bg-marca-800 text-white' : 'border-marca-700 text-marca-700 hover:bg-marca-50'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {atual < total && (
          <li>
            <Link href={href(atual + 1)} className={`${classe} border-marca-700 text-marca-700 hover:bg-marca-50`} rel="next">
              Próxima
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
