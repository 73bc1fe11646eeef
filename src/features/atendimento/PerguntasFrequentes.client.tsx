'use client'

import * as Accordion from '@radix-ui/react-accordion'

export interface Pergunta {
  pergunta: string
  /** Sanitised HTML of the answer. */
  corpo: string
}

/** The FAQ as an accordion (Radix: Enter/Space open or close, arrows, Home and End move between questions). */
export function PerguntasFrequentes({ perguntas }: { perguntas: Pergunta[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-marca-100 rounded-lg border border-marca-100 bg-white">
      {perguntas.map((p, i) => (
        <Accordion.Item key={`${i}-${p.pergunta}`} value={String(i)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-marca-800 hover:bg-marca-50">
                <span>{p.pergunta}</span>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" className="shrink-0 transition-transform group-data-[state=open]:rotate-180">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5">
            <div className="conteudo-html" dangerouslySetInnerHTML={{ __html: p.corpo }} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
