'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

import { ATRASO_BUSCA_MS } from '@/domain/transparencia'

/**
 * The behaviour of the filters form, nothing else (its fields are rendered on
 * the server, so they cost no JavaScript): typing in the search box applies
 * 300 ms after the last key, a select applies at once, both by replacing the
 * address's query, so the list updates without a reload. Without JavaScript
 * the same form is a plain GET form.
 */
export function FormularioFiltros({ caminho, className, children }: { caminho: string; className: string; children: ReactNode }) {
  const router = useRouter()
  const parametros = useSearchParams()
  const form = useRef<HTMLFormElement>(null)
  const espera = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(espera.current), [])

  // The fields are not controlled, so they keep focus and what is being typed; when the address
  // changes from outside (back button, 'Limpar filtros') they follow it, except the one in use.
  const hidratado = useRef(false)
  useEffect(() => {
    const campos = Array.from(form.current?.elements ?? []).filter(
      (el): el is HTMLInputElement | HTMLSelectElement => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.type !== 'hidden',
    )
    if (!hidratado.current) {
      hidratado.current = true
      // A choice made before the scripts ran (slow phone) is applied, not undone.
      if (campos.some((el) => el.value !== (parametros.get(el.name) ?? ''))) aplicar(0)
      return
    }
    for (const el of campos) if (el !== document.activeElement) el.value = parametros.get(el.name) ?? ''
  }, [parametros]) // eslint-disable-line react-hooks/exhaustive-deps -- aplicar reads only refs and the router

  function aplicar(atraso: number) {
    clearTimeout(espera.current)
    espera.current = setTimeout(() => {
      const q = new URLSearchParams()
      for (const [k, v] of new FormData(form.current ?? undefined)) if (typeof v === 'string' && v.trim()) q.set(k, v.trim())
      const s = q.toString()
      router.replace(s ? `${caminho}?${s}` : caminho, { scroll: false })
    }, atraso)
  }

  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={caminho}
      className={className}
      onChange={(e) => aplicar(e.target instanceof HTMLInputElement && e.target.type === 'search' ? ATRASO_BUSCA_MS : 0)}
      onSubmit={(e) => {
        e.preventDefault()
        aplicar(0)
      }}
    >
      {children}
    </form>
  )
}
