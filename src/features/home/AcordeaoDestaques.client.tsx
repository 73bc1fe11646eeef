'use client'

import * as Accordion from '@radix-ui/react-accordion'
import Link from 'next/link'

export interface DestaqueResumido {
  id: number
  titulo: string
  resumo: string
  dataFormatada: string
}

/**
 * The highlights as an accordion (Radix): the title expands the summary, the
 * summary opens the news item (spec 1 §2.3).
 */
export function AcordeaoDestaques({ destaques }: { destaques: DestaqueResumido[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-marca-100 rounded-lg border border-marca-100 bg-white">
      {destaques.map((d) => (
        <Accordion.Item key={d.id} value={String(d.id)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-marca-800 hover:bg-marca-50">
                <span>{d.titulo}</span>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" className="shrink-0 transition-transform group-data-[state=open]:rotate-180">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5">
            <Link href={`/noticias/${d.id}`} className="block text-tinta hover:text-marca-800 hover:underline">
              <span className="block text-sm text-tinta-suave">{d.dataFormatada}</span>
              <span className="mt-1 block">{d.resumo}</span>
              <span className="mt-2 block font-semibold text-marca-700 underline">Ler a notícia</span>
            </Link>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
