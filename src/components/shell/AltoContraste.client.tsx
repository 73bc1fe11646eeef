'use client'

import { useSyncExternalStore } from 'react'

import { CHAVE_ALTO_CONTRASTE, CLASSE_ALTO_CONTRASTE } from '@/domain/alto-contraste'

const raiz = () => document.documentElement

/** The theme lives in <html>'s class (set by the head script before hydration): the button follows it. */
function observar(aoMudar: () => void): () => void {
  const observador = new MutationObserver(aoMudar)
  observador.observe(raiz(), { attributes: true, attributeFilter: ['class'] })
  return () => observador.disconnect()
}
const ativoNaPagina = () => raiz().classList.contains(CLASSE_ALTO_CONTRASTE)
const ativoNoServidor = () => false

/**
 * The 'Alto contraste' switch of the accessibility bar. The theme itself is a class on <html> that the
 * head script (SCRIPT_ALTO_CONTRASTE) sets before the first paint; this button flips it and remembers
 * the choice in the browser.
 */
export function AltoContraste({ className }: { className?: string }) {
  const ativo = useSyncExternalStore(observar, ativoNaPagina, ativoNoServidor)

  function alternar() {
    const novo = !ativoNaPagina()
    raiz().classList.toggle(CLASSE_ALTO_CONTRASTE, novo)
    try {
      if (novo) localStorage.setItem(CHAVE_ALTO_CONTRASTE, '1')
      else localStorage.removeItem(CHAVE_ALTO_CONTRASTE)
    } catch {
      // Storage refused: the theme still applies to this page.
    }
  }

  return (
    <button type="button" aria-pressed={ativo} onClick={alternar} className={className}>
      Alto contraste
    </button>
  )
}
