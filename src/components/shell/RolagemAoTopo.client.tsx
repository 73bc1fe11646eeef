'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { rolagemSuaveEmCurso } from './rolagem'

/**
 * Spec 1 §2.1: every navigation starts at the top of the new page. Next only scrolls when the new
 * page's top is off screen, so this makes it unconditional. Renders nothing.
 */
export function RolagemAoTopo() {
  const rota = usePathname()
  // The first load keeps the position the browser gives it (restored, #anchor); comparing routes
  // rather than counting runs also survives Strict Mode running the effect twice.
  const rotaAnterior = useRef(rota)
  // Pathname a back/forward step went to (a hash-only step changes no route, hence not a boolean).
  const destinoHistorico = useRef<string | null>(null)

  useEffect(() => {
    // Back/forward should return where the visitor was, not to the top.
    const aoVoltar = () => {
      destinoHistorico.current = window.location.pathname
    }
    window.addEventListener('popstate', aoVoltar)
    return () => window.removeEventListener('popstate', aoVoltar)
  }, [])

  useEffect(() => {
    if (rotaAnterior.current === rota) return
    rotaAnterior.current = rota
    const historico = destinoHistorico.current === rota
    destinoHistorico.current = null
    if (historico || window.location.hash || rolagemSuaveEmCurso()) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [rota])

  return null
}
