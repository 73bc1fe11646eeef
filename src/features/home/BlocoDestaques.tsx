import Link from 'next/link'

import type { NoticiaPublica } from '@/domain/noticia'

import { AcordeaoDestaques } from './AcordeaoDestaques.client'

/** The Destaques block: up to 3 highlighted news items (spec 1 §2.3). */
export function BlocoDestaques({ destaques }: { destaques: NoticiaPublica[] }) {
  if (destaques.length === 0) return null
  const itens = destaques.map(({ id, titulo, resumo, dataFormatada }) => ({ id, titulo, resumo, dataFormatada }))
  return (
    <section aria-labelledby="titulo-destaques">
      <h2 id="titulo-destaques" className="text-2xl font-bold text-marca-800">Destaques</h2>
      <div className="mt-4">
        <AcordeaoDestaques destaques={itens} />
      </div>
      {/* Without scripts the accordion cannot open: the items are still one link away. */}
      <noscript>
        <ul className="mt-3 list-disc pl-6">
          {itens.map((d) => (
            <li key={d.id}>
              <Link href={`/noticias/${d.id}`} className="text-marca-700 underline">Ler: {d.titulo}</Link>
            </li>
          ))}
        </ul>
      </noscript>
    </section>
  )
}
