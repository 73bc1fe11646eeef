'use client'

import { useCallback, useEffect, useRef } from 'react'

/** One pending timeout at a time: `agendar` replaces the pending one, `cancelar` drops it; unmounting cancels it. */
export function useTemporizador() {
  const id = useRef<number | null>(null)
  const cancelar = useCallback(() => {
    if (id.current === null) return
    window.clearTimeout(id.current)
    id.current = null
  }, [])
  const agendar = useCallback(
    (fazer: () => void, ms: number) => {
      cancelar()
      id.current = window.setTimeout(() => {
        id.current = null
        fazer()
      }, ms)
    },
    [cancelar],
  )
  useEffect(() => cancelar, [cancelar])
  return { agendar, cancelar }
}
