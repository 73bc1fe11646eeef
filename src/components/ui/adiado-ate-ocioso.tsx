import { lazy, Suspense, type ComponentType } from 'react'

import { useCarregarQuandoOcioso } from './quando-ocioso'

/** A component loaded on demand, and the hook that fetches it when the browser is first idle. */
export type Adiado<P extends object> = ComponentType<P> & { usePreCarregar: () => void }

/**
 * A piece shown only after an action (a Radix dialog: focus trap, scroll lock) is loaded on demand,
 * not with the page (decision 0018). The component it returns renders the piece inside its own
 * `Suspense` (nothing while it loads); the page calls its `usePreCarregar()` so that the piece is
 * fetched when the browser is first idle and is already here when first shown.
 */
export function adiadoAteOcioso<P extends object>(carregar: () => Promise<ComponentType<P>>): Adiado<P> {
  const Preguicoso = lazy(() => carregar().then((c) => ({ default: c })))
  function ComponenteAdiado(props: P) {
    return (
      <Suspense fallback={null}>
        <Preguicoso {...props} />
      </Suspense>
    )
  }
  return Object.assign(ComponenteAdiado, {
    usePreCarregar: () => useCarregarQuandoOcioso(carregar),
  })
}
