'use client'

import { useEffect, useRef } from 'react'
import { useFormContext } from 'react-hook-form'

import { useContextoFormulario } from '@/components/form/contexto.client'
import { aplicarRegras, secoesDoFormulario, type Valores } from '@/domain/formulario/catalogo'

import { formatarCampo } from './formatar-campo'

export const TITULO_CONFERIR = 'Confira suas respostas antes de enviar'

/** The empty mark secoesDoFormulario gives a field without a value: not an answer, left out. */
const SEM_VALOR = '—'

/**
 * The check-your-answers step (GOV.UK pattern, issue 32): every tab that has
 * answers, each visible field under the catalogue's label, and per tab an
 * "Alterar" link that reopens it with focus. The form's own submit button,
 * below, sends from here. Loaded only when the step opens.
 */
export function ConferirRespostas({ aoAlterar }: { aoAlterar: (aba: string) => void }) {
  const { catalogo, idDe } = useContextoFormulario()
  const { getValues } = useFormContext<Valores>()
  const titulo = useRef<HTMLHeadingElement>(null)
  useEffect(() => titulo.current?.focus(), [])

  const secoes = secoesDoFormulario(catalogo, aplicarRegras(catalogo, getValues()), formatarCampo)
    .map((s) => ({ ...s, linhas: s.linhas.filter((l) => l.valor !== SEM_VALOR) }))
    .filter((s) => s.linhas.length > 0)

  return (
    <section aria-labelledby={idDe('conferir')} className="flex flex-col gap-6">
      <h2 id={idDe('conferir')} ref={titulo} tabIndex={-1} className="text-2xl font-bold">
        {TITULO_CONFERIR}
      </h2>
      <p>Confira os dados abaixo. Para corrigir uma parte, use Alterar; para enviar, use o botão Enviar no fim da página.</p>
      {secoes.map((s) => (
        <div key={s.aba ?? s.titulo} className="flex flex-col gap-2 border-t border-tinta-suave pt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-semibold">{s.titulo}</h3>
            {s.aba && (
              <a
                href={`#${idDe(`painel-${s.aba}`)}`}
                onClick={(e) => {
                  e.preventDefault()
                  aoAlterar(s.aba!)
                }}
                className="inline-flex min-h-11 items-center font-semibold text-marca-700 underline"
              >
                Alterar<span className="sr-only"> {s.titulo}</span>
              </a>
            )}
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(10rem,18rem)_1fr]">
            {s.linhas.map((l, i) => (
              <div key={`${i}-${l.rotulo}`} className="contents">
                <dt className="font-semibold">{l.rotulo}</dt>
                <dd className="mb-2 break-words sm:mb-0">{l.valor}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  )
}
