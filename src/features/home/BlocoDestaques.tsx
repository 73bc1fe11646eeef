import Link from 'next/link'

import type { NoticiaPublica } from '@/domain/noticia'

/**
 * The Destaques block: up to 3 highlighted news items as an accordion, where the title expands the
 * summary and the summary opens the news item (spec 1 §2.3).
 * Native disclosures (details/summary) sharing one `name`: opening one closes the other, by keyboard
 * or pointer, with or without scripts, and no code ships for it.
 */
export function BlocoDestaques({ destaques }: { destaques: NoticiaPublica[] }) {
  if (destaques.length === 0) return null
  return (
    <section aria-labelledby="titulo-destaques">
      <h2 id="titulo-destaques" className="text-2xl font-bold text-marca-800">Destaques</h2>
      <div className="mt-4 divide-y divide-marca-100 rounded-lg border border-marca-100 bg-white">
        {destaques.map((d) => (
          <details key={d.id} name="destaques" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-marca-800 hover:bg-marca-50 [&::-webkit-details-marker]:hidden">
              <h3>{d.titulo}</h3>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" className="shrink-0 transition-transform group-open:rotate-180">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <div className="px-5 pb-5">
              <Link href={`/noticias/${d.id}`} className="block text-tinta hover:text-marca-800 hover:underline">
                <span className="block text-sm text-tinta-suave">{d.dataFormatada}</span>
                <span className="mt-1 block">{d.resumo}</span>
                <span className="mt-2 block font-semibold text-marca-700 underline">Ler a notícia</span>
              </Link>
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
