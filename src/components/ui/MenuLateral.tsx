import Link from 'next/link'
import type { ReactNode } from 'react'

export interface EntradaMenu {
  chave: string | number
  titulo: string
  href: string
  atual: boolean
  externo?: boolean
}

function Lista({ itens }: { itens: EntradaMenu[] }) {
  return (
    <ul className="flex flex-col">
      {itens.map((i) => (
        <li key={i.chave}>
          {i.externo ? (
            <a href={i.href} target="_blank" rel="noopener noreferrer" className="block border-l-4 border-transparent px-3 py-2 text-marca-700 underline hover:bg-marca-50">
              {i.titulo}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          ) : (
            <Link
              href={i.href}
              aria-current={i.atual ? 'page' : undefined}
              className={
                i.atual
                  ? 'block border-l-4 border-marca-700 bg-marca-50 px-3 py-2 font-bold text-marca-800'
                  : 'block border-l-4 border-transparent px-3 py-2 text-marca-700 hover:bg-marca-50 hover:underline'
              }
            >
              {i.titulo}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * A page's side menu (transparency, publications, tenders). On a phone it
 * folds into a disclosure that closes after a choice (it is re-created for each
 * address); on a wide screen it is always open. Plain HTML, no script needed.
 */
export function MenuLateral({ rotulo, itens, atual, antes }: { rotulo: string; itens: EntradaMenu[]; atual: string; antes?: ReactNode }) {
  return (
    <>
      <details key={atual} className="rounded-lg border border-marca-100 bg-white desktop:hidden">
        <summary className="cursor-pointer px-4 py-3 font-bold text-marca-800">
          {rotulo}: <span className="font-normal">{itens.find((i) => i.atual)?.titulo ?? 'escolha um item'}</span>
        </summary>
        <nav aria-label={rotulo} className="border-t border-marca-100 py-2">
          {antes}
          <Lista itens={itens} />
        </nav>
      </details>
      <nav aria-label={rotulo} className="hidden rounded-lg border border-marca-100 bg-white py-2 desktop:block">
        <h2 className="px-4 pb-2 text-lg font-bold text-marca-800">{rotulo}</h2>
        {antes}
        <Lista itens={itens} />
      </nav>
    </>
  )
}
