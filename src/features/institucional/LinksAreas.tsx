import Link from 'next/link'

import { AREAS } from '@/domain/fundos'

/** The side links to the four audiences that the institutional pages carry (spec 2 §2). */
export function LinksAreas() {
  return (
    <nav aria-labelledby="links-areas-titulo" className="rounded-lg border border-marca-100 bg-white p-5">
      <h2 id="links-areas-titulo" className="text-lg font-bold text-marca-800">
        Conheça nossas linhas
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {AREAS.map((a) => (
          <li key={a.href}>
            <Link href={a.href} className="font-semibold text-marca-700 underline hover:text-marca-800">
              {a.titulo}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
