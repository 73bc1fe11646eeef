'use client'

import { useEffect, useState } from 'react'

import { CHAVE_ALTO_CONTRASTE, CLASSE_ALTO_CONTRASTE } from '@/domain/alto-contraste'

/**
 * The 'Alto contraste' switch of the accessibility bar. The theme itself is a class on <html> that the
 * head script (SCRIPT_ALTO_CONTRASTE) sets before the first paint; this button flips it and remembers
 * the choice in the browser.
 */
export function AltoContraste({ className }: { className?: string }) {
  const [ativo, setAtivo] = useState(false)

  // The head script may have turned it on before hydration: the button starts from what the page shows.
  useEffect(() => {
    setAtivo(document.documentElement.classList.contains(CLASSE_ALTO_CONTRASTE))
  }, [])

  function alternar() {
    const novo = !document.documentElement.classList.contains(CLASSE_ALTO_CONTRASTE)
    document.documentElement.classList.toggle(CLASSE_ALTO_CONTRASTE, novo)
    try {
      if (novo) localStorage.setItem(CHAVE_ALTO_CONTRASTE, '1')
      else localStorage.removeItem(CHAVE_ALTO_CONTRASTE)
    } catch {
      // Storage refused: the theme still applies to this page.
    }
    setAtivo(novo)
  }

  return (
    <button type="button" aria-pressed={ativo} onClick={alternar} className={className}>
      Alto contraste
    </button>
  )
}
