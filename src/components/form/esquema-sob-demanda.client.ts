'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from '@/domain/zod'

import { quandoOcioso } from '@/components/ui/quando-ocioso'

/** A form's zod schema loaded on demand: `() => import('./schema').then((m) => m.esquema)`. */
export type CargaDoEsquema<T> = () => Promise<z.ZodType<unknown, T>>

/** The schema itself, or how to load it (decision 0016: zod out of the page's first load). */
export type EsquemaDoFormulario<T> = z.ZodType<unknown, T> | CargaDoEsquema<T>

/** The schema and react-hook-form's validator made from it. */
export interface Validacao<T extends FieldValues> {
  esquema: z.ZodType<unknown, T>
  validar: Resolver<T>
}

export interface EsquemaSobDemanda<T extends FieldValues> {
  /** The schema once it is here (undefined while it loads). */
  atual: z.ZodType<unknown, T> | undefined
  /** The schema and its validator, loading them if they are not here yet (a failed load is tried again at the next call). */
  obter: () => Promise<Validacao<T>>
}

/** zod's resolver for react-hook-form comes with the schema: it is of no use before it. */
async function validacaoDe<T extends FieldValues>(esquema: z.ZodType<unknown, T> | Promise<z.ZodType<unknown, T>>): Promise<Validacao<T>> {
  const [pronto, { zodResolver }] = await Promise.all([esquema, import('@hookform/resolvers/zod')])
  return { esquema: pronto, validar: zodResolver(pronto as never) as unknown as Resolver<T> }
}

/**
 * The form's schema, given as a value or as a loader, and its validator. A
 * loader keeps the schema's module, zod and zod's resolver (tens of KB gzipped)
 * out of the page's first load: they load when the form first asks (the first
 * focus in the form, a validation, a submit), and every validation waits for
 * them. A form whose submit button waits for valid values (`cedo`) needs the
 * schema to say so, and asks for it when the browser is first idle after
 * hydration. It is the module the server parses with; only when it arrives
 * changes. One load per mounted form: a form does not change schema.
 *
 * Not on idle for the others: evaluating zod and building a schema is the
 * longest task of a form page's load (the registration's, 121 ms of CPU
 * unthrottled, about half a second at phone speed, at idle within the first
 * 3 s: the page's blocking time), for a check the visitor meets only after
 * typing in a field and leaving it.
 */
export function useEsquemaSobDemanda<T extends FieldValues>(esquema: EsquemaDoFormulario<T>, cedo = false): EsquemaSobDemanda<T> {
  const [carregado, setCarregado] = useState<z.ZodType<unknown, T>>()
  const carga = useRef<Promise<Validacao<T>> | null>(null)
  const dado = useRef(esquema)
  useEffect(() => {
    dado.current = esquema
  })
  const direto = typeof esquema === 'function' ? undefined : esquema

  const obter = useCallback((): Promise<Validacao<T>> => {
    if (!carga.current) {
      const e = dado.current
      const p = validacaoDe(typeof e === 'function' ? e() : e).then(
        (pronta) => {
          setCarregado(() => pronta.esquema)
          return pronta
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

  useEffect(() => (cedo ? quandoOcioso(() => void obter().catch(() => undefined), 3000) : undefined), [cedo, obter])

  return { atual: direto ?? carregado, obter }
}
