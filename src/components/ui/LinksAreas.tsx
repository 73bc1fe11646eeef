import type { ReactNode } from 'react'

import { AREAS } from '@/domain/fundos'

import { ListaDeLinks } from './ListaDeLinks'

/** The side links to the four audiences that the institutional pages carry (spec 2 §2). */
export function LinksAreas() {
  return (
    <nav aria-labelledby="links-areas-titulo" className="rounded-lg border border-marca-100 bg-white p-5">
      <h2 id="links-areas-titulo" className="text-lg font-bold text-marca-800">
        Conheça nossas linhas
      </h2>
      <ListaDeLinks links={AREAS} className="mt-3 flex flex-col gap-2" classeDoLink="font-semibold text-marca-700 underline hover:text-marca-800" />
    </nav>
  )
}

/** An institutional page's article with the four audiences' links at its side (below it on a phone). */
export function ComAreasAoLado({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-8 desktop:grid-cols-[1fr_16rem]">
      <article>{children}</article>
      <aside>
        <LinksAreas />
      </aside>
    </div>
  )
}
