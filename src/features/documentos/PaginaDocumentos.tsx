import type { Metadata } from 'next'

import { IconeBaixar } from '@/components/ui/icones-leves'
import type { Documento, TipoPaginaDocumentos } from '@/domain/documentos'
import { ComAreasAoLado } from '@/features/institucional/LinksAreas'
import { paginaDeDocumentos } from '@/server/dados/documentos'

export async function metadadosDocumentos(tipo: TipoPaginaDocumentos): Promise<Metadata> {
  const p = await paginaDeDocumentos(tipo)
  return { title: p.titulo, description: 'Formulários e documentos para solicitar financiamento, para baixar e preencher.' }
}

function LinkDocumento({ d }: { d: Documento }) {
  return (
    <a
      href={d.link}
      target="_blank"
      rel="noopener noreferrer"
      className="flex h-full items-start gap-3 rounded-lg border border-marca-100 bg-white p-4 font-semibold text-marca-700 hover:border-marca-600 hover:underline"
    >
      <IconeBaixar className="mt-0.5 size-5 shrink-0" />
      <span>
        {d.titulo}
        <span className="sr-only"> (abre em nova aba)</span>
      </span>
    </a>
  )
}

/**
 * A document download page (spec 2 §2): 180 px banner, title, the sections
 * (headed ones as a grid, CARTILHA RAIS as a plain list), the innovation
 * page's 'Envio de Proposta' button, and the four audiences at the side.
 */
export async function PaginaDocumentos({ tipo }: { tipo: TipoPaginaDocumentos }) {
  const p = await paginaDeDocumentos(tipo)
  return (
    <>
      <div className="h-[180px] w-full overflow-hidden bg-marca-800">
        {/* eslint-disable-next-line @next/next/no-img-element -- a sized, decorative banner; no layout shift */}
        {p.banner && <img src={p.banner.url} alt={p.banner.alt} width={1440} height={180} className="h-[180px] w-full object-cover" />}
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ComAreasAoLado>
          <h1 className="text-3xl font-bold text-marca-800">{p.titulo}</h1>
          {p.envioProposta && (
            <p className="mt-6">
              <a
                href={p.envioProposta.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded bg-marca-700 px-5 py-3 font-semibold text-white hover:bg-marca-800"
              >
                Envio de Proposta<span className="sr-only"> (abre em nova aba)</span>
              </a>
            </p>
          )}
          {p.secoes.length === 0 && <p className="mt-6">Nenhum documento disponível no momento.</p>}
          {p.secoes.map((s) =>
            s.lista ? (
              <ul key={s.chave} aria-label={s.titulo || 'Outros documentos'} className="mt-8 flex list-disc flex-col gap-2 pl-6">
                {s.documentos.map((d) => (
                  <li key={d.link + d.titulo}>
                    <a href={d.link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 font-semibold text-marca-700 underline">
                      {d.titulo}
                      <IconeBaixar className="size-4" />
                      <span className="sr-only"> (abre em nova aba)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <section key={s.chave} aria-label={s.titulo || 'Documentos'} className="mt-8">
                {s.titulo && <h2 className="mb-3 text-xl font-bold text-marca-800">- {s.titulo}</h2>}
                <ul className="grid gap-3 sm:grid-cols-2">
                  {s.documentos.map((d) => (
                    <li key={d.link + d.titulo}>
                      <LinkDocumento d={d} />
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </ComAreasAoLado>
      </div>
    </>
  )
}
