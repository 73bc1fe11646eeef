import type { Metadata } from 'next'

import { IconeBaixar } from '@/components/ui/icones-leves'
import { ComAreasAoLado } from '@/components/ui/LinksAreas'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { listarOrgaos } from '@/dados/institucional'

export const metadadosAdministracao: Metadata = {
  title: 'Administração e Órgãos Auxiliares',
  description: 'Diretoria, Conselho de Administração, Comitê de Auditoria e Conselho Fiscal, com os currículos de seus membros.',
}

/** /administracao-e-orgaos-auxiliares (spec 2 §2): a card per body, each member linking to their CV. */
export async function PaginaAdministracao() {
  const orgaos = await listarOrgaos()
  return (
    <MolduraPagina trilha={[{ titulo: 'Administração e Órgãos Auxiliares' }]}>
      <ComAreasAoLado>
        <h1 className="text-3xl font-bold text-marca-800">Administração e Órgãos Auxiliares</h1>
        <div className="mt-6 grid gap-4">
          {orgaos.map((o, i) => (
            <section key={o.nome} aria-labelledby={`orgao-${i}`} className="rounded-lg border border-marca-100 bg-white p-5">
              <h2 id={`orgao-${i}`} className="text-xl font-bold text-marca-800">{o.nome}</h2>
              <p className="mt-2 text-tinta-suave">{o.descricao}</p>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {o.membros.map((m) => (
                  <li key={m.nome} className="rounded border border-marca-100 p-3">
                    <span className="block font-semibold">{m.nome}</span>
                    <span className="block text-sm text-tinta-suave">{m.cargo}</span>
                    {m.curriculo && (
                      <a href={m.curriculo} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-marca-700 underline">
                        <IconeBaixar className="size-4" />
                        Currículo<span className="sr-only"> de {m.nome} (PDF, abre em nova aba)</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ComAreasAoLado>
    </MolduraPagina>
  )
}
