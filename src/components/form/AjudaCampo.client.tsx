'use client'

import { lazy, Suspense, useState } from 'react'

import { CLASSE_BOTAO_AJUDA } from './ajuda-estilo'

const AjudaBalao = lazy(() => import('./AjudaBalao.client'))

/**
 * An info button beside a field's label that opens a short explanation (spec 3
 * §2: the PEP and related-party tooltips): a Radix Popover (AjudaBalao), so it
 * opens by click, Enter or Space, takes focus, and closes on Escape (focus
 * back on the button), on a click elsewhere, or on a click on the text itself,
 * as the spec's tooltip did. Until the first click it is a plain button: the
 * popover's code loads then, not with the page.
 */
export function AjudaCampo({ id, titulo, texto }: { id: string; titulo: string; texto: string }) {
  const [carregada, setCarregada] = useState(false)
  const botao = (
    <button type="button" aria-label={titulo} aria-haspopup="dialog" aria-expanded={carregada} onClick={() => setCarregada(true)} className={CLASSE_BOTAO_AJUDA}>
      <span aria-hidden="true">i</span>
    </button>
  )
  if (!carregada) return botao
  return (
    <Suspense fallback={botao}>
      <AjudaBalao id={id} titulo={titulo} texto={texto} />
    </Suspense>
  )
}
