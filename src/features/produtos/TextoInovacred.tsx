import { ListaDeLinks } from '@/components/ui/ListaDeLinks'

import { TEXTO_INOVACRED_EMPRESA } from './conteudo-fixo'

/** Fixed text of company product 1 about the INOVACRED lines (spec 1 §2.4). */
export function TextoInovacred() {
  const t = TEXTO_INOVACRED_EMPRESA
  return (
    <section aria-labelledby="inovacred" className="mt-8 rounded-lg border border-marca-100 bg-marca-50 p-5">
      <h2 id="inovacred" className="text-xl font-bold text-marca-800">{t.titulo}</h2>
      {t.paragrafos.map((p) => (
        <p key={p} className="mt-3">{p}</p>
      ))}
      <ListaDeLinks
        links={t.linhas.map((l) => ({ href: `/inovacao/${l.id}`, titulo: l.titulo }))}
        className="mt-4 grid gap-2 sm:grid-cols-2"
        classeDoLink="font-semibold text-marca-700 underline hover:text-marca-900"
      />
    </section>
  )
}
