'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

// Its code (forms, validation) loads only when the visitor gets near it: the home page's first load stays light.
const Simulador = lazy(() => import('./Simulador.client'))

/** Loads the simulator when its place scrolls into view (or is about to), or on the first focus inside it. */
export function CarregarSimulador() {
  const lugar = useRef<HTMLDivElement>(null)
  const [carregar, setCarregar] = useState(false)
  useEffect(() => {
    const el = lugar.current
    if (!el || carregar) return
    const o = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setCarregar(true), { rootMargin: '400px 0px' })
    o.observe(el)
    return () => o.disconnect()
  }, [carregar])
  const reserva = (
    <p role="status" className="py-10 text-center text-tinta-suave">
      Carregando o simulador…
    </p>
  )
  return (
    <div ref={lugar} className="min-h-72" onFocus={() => setCarregar(true)}>
      {carregar ? <Suspense fallback={reserva}>{<Simulador />}</Suspense> : reserva}
    </div>
  )
}
