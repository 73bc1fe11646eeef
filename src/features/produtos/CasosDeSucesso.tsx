import Link from 'next/link'

import { ROTAS_CASOS } from '@/domain/casos-sucesso'
import { casosDeSucesso } from '@/dados/institucional'

/**
 * 'Casos de sucesso': the companies' stories (spec 2 §2 gives each its own address), listed where a
 * company or an innovator chooses a product, so every story is reached from a page of the site.
 */
export async function CasosDeSucesso() {
  const casos = (await casosDeSucesso()).toSorted((a, b) => ROTAS_CASOS.indexOf(a.rota) - ROTAS_CASOS.indexOf(b.rota))
  if (!casos.length) return null
  return (
    <section aria-labelledby="casos-de-sucesso" className="mt-12">
      <h2 id="casos-de-sucesso" className="text-2xl font-bold text-marca-800">Casos de sucesso</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 desktop:grid-cols-3">
        {casos.map((c) => (
          <li key={c.rota}>
            <Link href={`/${c.rota}`} className="block h-full rounded-lg border border-marca-100 bg-white p-4 hover:border-marca-600">
              <span className="block text-sm font-semibold uppercase tracking-wide text-tinta-suave">{c.empresa}</span>
              <span className="mt-1 block font-bold text-marca-700 underline">{c.titulo}</span>
              <span className="mt-2 block text-sm text-tinta-suave">{c.resumo}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
