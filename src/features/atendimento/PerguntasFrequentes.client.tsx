'use client'

import * as Accordion from '@radix-ui/react-accordion'
import { useSyncExternalStore } from 'react'

export interface Pergunta {
  pergunta: string
  /** Sanitised HTML of the answer. */
  corpo: string
}

const CLASSE_LISTA = 'divide-y divide-marca-100 rounded-lg border border-marca-100 bg-white'
const CLASSE_PERGUNTA = 'flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-marca-800 hover:bg-marca-50'

function Seta() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" className="seta shrink-0 transition-transform">
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

const nada = () => () => {}

/**
 * The FAQ. The server's HTML is a list of native disclosures (details/summary:
 * they open by keyboard and without scripts, or when the bundle never arrives);
 * once scripts run it becomes a Radix accordion, which adds arrows, Home and End
 * between questions. Both look the same, so the swap does not move the page.
 */
export function PerguntasFrequentes({ perguntas }: { perguntas: Pergunta[] }) {
  const comScripts = useSyncExternalStore(nada, () => true, () => false)
  if (!comScripts) {
    return (
      <div className={CLASSE_LISTA}>
        {perguntas.map((p, i) => (
          <details key={`${i}-${p.pergunta}`} className="group">
            <summary className={`${CLASSE_PERGUNTA} list-none [&::-webkit-details-marker]:hidden group-open:[&_.seta]:rotate-180`}>
              <span>{p.pergunta}</span>
              <Seta />
            </summary>
            <div className="conteudo-html px-5 pb-5" dangerouslySetInnerHTML={{ __html: p.corpo }} />
          </details>
        ))}
      </div>
    )
  }
  return (
    <Accordion.Root type="multiple" className={CLASSE_LISTA}>
      {perguntas.map((p, i) => (
        <Accordion.Item key={`${i}-${p.pergunta}`} value={String(i)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className={`${CLASSE_PERGUNTA} data-[state=open]:[&_.seta]:rotate-180`}>
                <span>{p.pergunta}</span>
                <Seta />
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
