'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { ATRASO_BUSCA_MS, MESES } from '@/domain/transparencia'

interface Props {
  /** Label of the text box: 'Buscar'. */
  rotulo: string
  /** Explains what the text matches, for screen readers and sighted users alike. */
  dica: string
  termo: string
  mes: number | null
  ano: number | null
  anos: number[]
  /** Hidden when the content shown has no publications to filter. */
  comDatas: boolean
  /** Query values the form keeps (the chosen tenders item). */
  ocultos?: Record<string, string>
}

/**
 * The search box and the month/year filters, kept in the query string (spec 2
 * §4). Without JavaScript it is a plain GET form with a submit button; with it,
 * typing applies after 300 ms and the selects apply at once.
 */
export function FiltrosPublicacoes({ rotulo, dica, termo, mes, ano, anos, comDatas, ocultos = {} }: Props) {
  const router = useRouter()
  const caminho = usePathname()
  const form = useRef<HTMLFormElement>(null)
  const espera = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The box follows the address when it changes from outside (back button, 'Limpar filtros').
  const [texto, setTexto] = useState(termo)
  const [termoAnterior, setTermoAnterior] = useState(termo)
  if (termo !== termoAnterior) {
    setTermoAnterior(termo)
    setTexto(termo)
  }
  useEffect(() => () => clearTimeout(espera.current), [])

  function aplicar() {
    if (!form.current) return
    const dados = new URLSearchParams()
    for (const [k, v] of new FormData(form.current)) if (typeof v === 'string' && v.trim()) dados.set(k, v.trim())
    const q = dados.toString()
    router.replace(q ? `${caminho}?${q}` : caminho, { scroll: false })
  }

  const ativo = Boolean(termo) || mes !== null || ano !== null
  const campo = 'rounded border border-tinta-suave bg-white px-3 py-2'
  return (
    <form
      ref={form}
      role="search"
      method="get"
      action={caminho}
      onSubmit={(e) => {
        e.preventDefault()
        clearTimeout(espera.current)
        aplicar()
      }}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-marca-100 bg-marca-50 p-4"
    >
      {Object.entries(ocultos).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor="filtro-busca" className="font-semibold">{rotulo}</label>
        <input
          id="filtro-busca"
          name="busca"
          type="search"
          value={texto}
          aria-describedby="filtro-busca-dica"
          onChange={(e) => {
            setTexto(e.target.value)
            clearTimeout(espera.current)
            espera.current = setTimeout(aplicar, ATRASO_BUSCA_MS)
          }}
          className={campo}
        />
        <span id="filtro-busca-dica" className="text-sm text-tinta-suave">{dica}</span>
      </div>
      {comDatas && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-mes" className="font-semibold">Mês</label>
            <select id="filtro-mes" name="month" defaultValue={mes ?? ''} key={`m${mes}`} onChange={aplicar} className={campo}>
              <option value="">Todos</option>
              {MESES.map((m, i) => (
                <option key={m} value={i}>{m}</option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-ano" className="font-semibold">Ano</label>
            <select id="filtro-ano" name="year" defaultValue={ano ?? ''} key={`a${ano}`} onChange={aplicar} className={campo}>
              <option value="">Todos</option>
              {anos.map((a) => (
                <option key={a} value={a}>{a}</option>
              ))}
            </select>
          </div>
        </>
      )}
      <button type="submit" className="rounded bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">Filtrar</button>
      {ativo && (
        <a
          href={caminho}
          onClick={(e) => {
            e.preventDefault()
            clearTimeout(espera.current)
            setTexto('')
            const q = new URLSearchParams(ocultos).toString()
            router.replace(q ? `${caminho}?${q}` : caminho, { scroll: false })
          }}
          className="px-2 py-2 font-semibold text-marca-700 underline hover:text-marca-800"
        >
          Limpar filtros
        </a>
      )}
    </form>
  )
}
