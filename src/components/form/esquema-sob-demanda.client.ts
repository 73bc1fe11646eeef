'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'

/** A form's zod schema loaded on demand: `() => import('./schema').then((m) => m.esquema)`. */
export type CargaDoEsquema<T> = () => Promise<z.ZodType<unknown, T>>

/** The schema itself, or how to load it (decision 0015: zod out of the page's first load). */
export type EsquemaDoFormulario<T> = z.ZodType<unknown, T> | CargaDoEsquema<T>

export interface EsquemaSobDemanda<T> {
  /** The schema once it is here (undefined while it loads). */
  atual: z.ZodType<unknown, T> | undefined
  /** The schema, loading it if it is not here yet (a failed load is tried again at the next call). */
  obter: () => Promise<z.ZodType<unknown, T>>
}

/** Runs `f` when the browser is first idle (at most `prazoMs` later), or at once where it cannot tell. */
function quandoOcioso(f: () => void, prazoMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(f, { timeout: prazoMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(f, 0)
  return () => window.clearTimeout(id)
}

/**
 * The form's schema, given as a value or as a loader. A loader keeps the
 * schema's module and zod (tens of KB gzipped) out of the page's first load:
 * it runs when the browser is first idle after hydration, or sooner when the
 * form asks (the first focus in the form, a validation, a submit), and every
 * validation waits for it. It is the module the server parses with; only when
 * it arrives changes. One load per mounted form: a form does not change schema.
 */
export function useEsquemaSobDemanda<T>(esquema: EsquemaDoFormulario<T>): EsquemaSobDemanda<T> {
  const [carregado, setCarregado] = useState<z.ZodType<unknown, T>>()
  const carga = useRef<Promise<z.ZodType<unknown, T>> | null>(null)
  const dado = useRef(esquema)
  useEffect(() => {
    dado.current = esquema
  })
  const direto = typeof esquema === 'function' ? undefined : esquema

  const obter = useCallback((): Promise<z.ZodType<unknown, T>> => {
    const e = dado.current
    if (typeof e !== 'function') return Promise.resolve(e)
    if (!carga.current) {
      const p = e().then(
        (pronto) => {
          setCarregado(() => pronto)
          return pronto
        },
        (erro: unknown) => {
          // A failed load (no network) is not remembered: the next validation tries again.
          if (carga.current === p) carga.current = null
          throw erro
        },
      )
      carga.current = p
    }
    return carga.current
  }, [])

  const sobDemanda = typeof esquema === 'function'
  useEffect(() => {
    if (!sobDemanda) return
    return quandoOcioso(() => void obter().catch(() => undefined), 3000)
  }, [sobDemanda, obter])

  return { atual: direto ?? carregado, obter }
}
