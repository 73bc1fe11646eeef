import type { Metadata } from 'next'

import { DadosContato } from '@/features/institucional/CartaoContato'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { listarDiretorias } from '@/dados/institucional'

export const metadata: Metadata = { title: 'Diretorias', description: 'As diretorias e as áreas da agência, com os responsáveis e os contatos.' }

/** /diretorias (spec 2 §2): a card per directorate and per area, with head, phone and e-mail. */
export default async function Diretorias() {
  const diretorias = await listarDiretorias()
  return (
    <MolduraPagina trilha={[{ titulo: 'Diretorias' }]}>
      <h1 className="mt-6 text-3xl font-bold text-marca-800">Diretorias</h1>
      {diretorias.map((d) => (
        <section key={d.id} aria-labelledby={`diretoria-${d.id}`} className="mt-10">
          <div className="rounded-lg border-l-4 border-marca-700 bg-marca-50 p-5">
            <h2 id={`diretoria-${d.id}`} className="text-2xl font-bold text-marca-800">
              {d.nome}
            </h2>
            <DadosContato c={d} />
          </div>
          {d.areas.length > 0 && (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {d.areas.map((a) => (
                <li key={a.nome} className="rounded-lg border border-marca-100 bg-white p-5">
                  <h3 className="font-semibold text-marca-800">{a.nome}</h3>
                  <DadosContato c={a} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </MolduraPagina>
  )
}
