import Link from 'next/link'

import { slugificar } from '@/domain/texto'
import type { GrupoDeResultados } from '@/domain/indice-busca'

/** The results, one section per kind of content, with a link to all of a kind when cut. */
export function ResultadosBusca({ q, total, grupos }: { q: string; total: number; grupos: GrupoDeResultados[] }) {
  return (
    <>
      <h2 className="text-lg font-semibold">
        Resultados para &quot;{q}&quot; ({total} {total === 1 ? 'encontrado' : 'encontrados'}):
      </h2>
      {grupos.map((g) => (
        <section key={g.grupo} aria-labelledby={`grupo-${slugificar(g.grupo)}`} className="mt-6">
          <h3 id={`grupo-${slugificar(g.grupo)}`} className="border-b border-gray-300 pb-1 text-base font-bold text-marca-800">
            {g.grupo} ({g.total})
          </h3>
          <ul className="divide-y divide-gray-200">
            {g.resultados.map((r, i) => (
              <li key={`${i}-${r.href}`} className="py-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-tinta-suave">{r.tipo}</p>
                <Link href={r.href} className="text-lg font-bold text-marca-700 underline hover:text-marca-900">{r.titulo}</Link>
                {r.resumo && <p className="mt-1 text-tinta-suave">{r.resumo}</p>}
              </li>
            ))}
          </ul>
          {g.total > g.resultados.length && (
            <p className="text-sm text-tinta-suave">
              Mostrando {g.resultados.length} de {g.total}.{' '}
              {g.verTodos && (
                <Link href={g.verTodos.href} className="font-semibold text-marca-700 underline">
                  {g.verTodos.rotulo}
                </Link>
              )}
            </p>
          )}
        </section>
      ))}
    </>
  )
}
