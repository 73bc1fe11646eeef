import type { Metadata } from 'next'
import Link from 'next/link'

import { IconeBaixar } from '@/components/ui/icones-leves'
import { classesBotao } from '@/components/ui/botao'
import { MENSAGEM_SEM_RAIZ, type Documento } from '@/domain/documentos'
import type { ChavePaginaDocumentos } from '@/domain/documentos-clientes'
import { ComAreasAoLado } from '@/components/ui/LinksAreas'
import { paginaDeDocumentos } from '@/dados/documentos'

export async function metadadosDocumentos(tipo: ChavePaginaDocumentos): Promise<Metadata> {
  const description =
    tipo === 'CLIENTES'
      ? 'Formulários para quem já é cliente: renegociação, quitação, prestação de contas e acompanhamento do financiamento.'
      : 'Formulários e documentos para solicitar financiamento, para baixar e preencher.'
  // When the documents cannot be read the page itself fails into its error box (error.tsx); the
  // metadata must not fail with it, or that box is served with no <title> at all.
  const titulo = await paginaDeDocumentos(tipo).then(
    (p) => p.titulo,
    () => 'Documentos para Download',
  )
  return { title: titulo, description }
}

/**
 * The customers' page with no document (spec 3 §8): the spec's error box. Its
 * 'Tentar Novamente' is a link to the page itself, so it reads again without scripts.
 */
function SemDocumentos() {
  return (
    <div role="alert" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-6 text-red-900">
      <p>{MENSAGEM_SEM_RAIZ}</p>
      <Link href="/documentos-para-download-clientes" prefetch={false} className={`${classesBotao()} mt-4`}>
        Tentar Novamente
      </Link>
    </div>
  )
}

/** Where the other kind of reader should go: applicants to the clients' page and back. */
function OutraPagina({ tipo }: { tipo: ChavePaginaDocumentos }) {
  return tipo === 'CLIENTES' ? (
    <p className="mt-3">
      Documentos para quem já tem um financiamento com a agência. Para enviá-los preenchidos, use o{' '}
      <Link href="/atendimento-ao-cliente/protocolo" className="font-semibold text-marca-700 underline">Protocolo Digital</Link>; dúvidas, no{' '}
      <Link href="/atendimento-ao-cliente" className="font-semibold text-marca-700 underline">Atendimento ao Cliente</Link>.
    </p>
  ) : (
    <p className="mt-3">
      Já é cliente?{' '}
      <Link href="/documentos-para-download-clientes" className="font-semibold text-marca-700 underline">Documentos para clientes</Link>
    </p>
  )
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
 * page's 'Envio de Proposta' button, and the four audiences at the side. Also
 * the customers' page (spec 3 §7), whose groups are headed '- Agronegócio e Empresa'…
 */
export async function PaginaDocumentos({ tipo }: { tipo: ChavePaginaDocumentos }) {
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
          <OutraPagina tipo={tipo} />
          {p.envioProposta && (
            <p className="mt-6">
              <a
                href={p.envioProposta.link}
                target="_blank"
                rel="noopener noreferrer"
                className={classesBotao()}
              >
                Envio de Proposta<span className="sr-only"> (abre em nova aba)</span>
              </a>
            </p>
          )}
          {p.secoes.length === 0 && (tipo === 'CLIENTES' ? <SemDocumentos /> : <p className="mt-6">Nenhum documento disponível no momento.</p>)}
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
