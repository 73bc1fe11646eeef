'use client'

import { useEffect, useRef } from 'react'

import type { ErroDeCampo } from '@/domain/formulario/erros'

export type { ErroDeCampo }

/**
 * The error summary at the top of a form (the GOV.UK pattern): after a failed
 * submit it takes focus, says how many problems there are and links to each
 * field; following a link opens the field's tab, brings its label into view
 * and focuses it. `versao` changes on every failed submit, so focus moves again.
 */
export function ResumoErros({ erros, versao, idDe, irPara }: { erros: ErroDeCampo[]; versao: number; idDe: (campo: string) => string; irPara: (campo: string) => void }) {
  const caixa = useRef<HTMLDivElement>(null)
  // The version the focus was last moved for: a failed submit's errors may arrive a render after its version.
  const focadaPara = useRef(0)
  useEffect(() => {
    if (versao > focadaPara.current && erros.length) {
      focadaPara.current = versao
      caixa.current?.focus()
    }
  }, [versao, erros.length])
  if (!erros.length || versao === 0) return null
  return (
    <div ref={caixa} tabIndex={-1} role="alert" aria-labelledby={`${idDe('resumo')}-titulo`} className="mb-4 rounded border-2 border-erro-700 bg-white p-4">
      <h3 id={`${idDe('resumo')}-titulo`} className="font-bold text-erro-700">
        {erros.length === 1 ? 'Há um problema no formulário' : `Há ${erros.length} problemas no formulário`}
      </h3>
      <ul className="mt-2 list-disc pl-5">
        {erros.map((e) => (
          <li key={e.campo}>
            <a
              href={`#${idDe(e.campo)}`}
              className="text-erro-700 underline"
              onClick={(ev) => {
                // A plain anchor jump neither opens a tab nor focuses an input.
                ev.preventDefault()
                irPara(e.campo)
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
