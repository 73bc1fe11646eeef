'use client'

import { useEffect, useRef } from 'react'

export interface ErroDeCampo {
  campo: string
  mensagem: string
}

/**
 * The error summary at the top of a form (the GOV.UK pattern): after a failed
 * submit it takes focus, says how many problems there are and links to each
 * field. `versao` changes on every failed submit, so focus moves again.
 */
export function ResumoErros({ erros, versao, idDoCampo }: { erros: ErroDeCampo[]; versao: number; idDoCampo: (campo: string) => string }) {
  const caixa = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (versao > 0 && erros.length) caixa.current?.focus()
    // Only a new submit moves focus, not each keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [versao])
  if (!erros.length || versao === 0) return null
  return (
    <div ref={caixa} tabIndex={-1} role="alert" aria-labelledby="resumo-erros-titulo" className="mb-4 rounded border-2 border-erro-700 bg-white p-4">
      <h3 id="resumo-erros-titulo" className="font-bold text-erro-700">
        {erros.length === 1 ? 'Há um problema no formulário' : `Há ${erros.length} problemas no formulário`}
      </h3>
      <ul className="mt-2 list-disc pl-5">
        {erros.map((e) => (
          <li key={e.campo}>
            <a
              href={`#${idDoCampo(e.campo)}`}
              className="text-erro-700 underline"
              onClick={(ev) => {
                // Focus the field itself (a plain anchor jump does not focus an input).
                const alvo = document.getElementById(idDoCampo(e.campo))
                if (alvo) {
                  ev.preventDefault()
                  alvo.focus()
                }
              }}
            >
              {e.mensagem}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
