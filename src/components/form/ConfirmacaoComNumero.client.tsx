'use client'

import { useEffect, useRef } from 'react'

import { NumeroParaAcompanhar } from './NumeroParaAcompanhar'

interface ConfirmacaoComNumeroProps {
  titulo: string
  numero: string
  rotulo?: string
  nota: string
  /** Takes focus when shown (a form that stays on the page); not after a dialog, whose closing puts focus back on its button. */
  focar?: boolean
}

/**
 * The box that stays on screen after a form got its number (issue 32): what was
 * done, the number, the link to follow it up, and a note. A status region, so a
 * screen reader announces it; with `focar` a keyboard user lands on it.
 */
export function ConfirmacaoComNumero({ titulo, numero, rotulo, nota, focar = false }: ConfirmacaoComNumeroProps) {
  const caixa = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focar) caixa.current?.focus()
  }, [focar, numero])
  return (
    <div ref={caixa} tabIndex={-1} role="status" className="mt-4 rounded border border-marca-700 bg-marca-50 p-4">
      <p className="font-semibold text-marca-800">{titulo}</p>
      <NumeroParaAcompanhar numero={numero} rotulo={rotulo} />
      <p className="mt-1 text-sm text-tinta-suave">{nota}</p>
    </div>
  )
}
