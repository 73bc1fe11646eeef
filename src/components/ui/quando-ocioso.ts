import { useEffect } from 'react'

/** Runs `f` when the browser is first idle (at most `prazoMs` later), or at once where it cannot tell. Returns the cancel. */
export function quandoOcioso(f: () => void, prazoMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(f, { timeout: prazoMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(f, 0)
  return () => window.clearTimeout(id)
}

/**
 * Fetches a piece loaded on demand (a dialog shown after a submit) when the browser is first idle
 * after hydration: out of the page's first load, and already here when it is first shown. A failed
 * fetch is left to the first use, which tries again.
 */
export function useCarregarQuandoOcioso(carregar: () => Promise<unknown>, prazoMs = 3000): void {
  useEffect(() => quandoOcioso(() => void carregar().catch(() => undefined), prazoMs), [carregar, prazoMs])
}
