'use client'

import Link from 'next/link'
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

const CAMPOS = ['busca', 'month', 'year'] as const
type Valores = Record<(typeof CAMPOS)[number], string>

/**
 * The search box and the month/year filters, kept in the query string (spec 2
 * §4). Without JavaScript it is a plain GET form with a submit button; with it,
 * typing applies after 300 ms and the selects apply at once.
 */
export function FiltrosPublicacoes({ rotulo, dica, termo, mes, ano, anos, comDatas, ocultos = {} }: Props) {
  const router = useRouter()
  const caminho = usePathname()
  const espera = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(espera.current), [])

  // What the fields show; it follows the address when that changes from outside (back button,
  // 'Limpar filtros'). Controlled rather than re-mounted, so focus stays where the visitor is.
  const doEndereco: Valores = { busca: termo, month: mes === null ? '' : String(mes), year: ano === null ? '' : String(ano) }
  const [valores, setValores] = useState(doEndereco)
  const [anteriores, setAnteriores] = useState(doEndereco)
  if (CAMPOS.some((c) => doEndereco[c] !== anteriores[c])) {
    setAnteriores(doEndereco)
    setValores(doEndereco)
  }

  const endereco = (v: Partial<Valores>) => {
    const q = new URLSearchParams(ocultos)
    for (const c of CAMPOS) if (v[c]?.trim()) q.set(c, v[c].trim())
    const s = q.toString()
    return s ? `${caminho}?${s}` : caminho
  }
  function aplicar(v: Valores, atraso = 0) {
    setValores(v)
    clearTimeout(espera.current)
    espera.current = setTimeout(() => router.replace(endereco(v), { scroll: false }), atraso)
  }

  const campo = 'rounded border border-tinta-suave bg-white px-3 py-2'
  return (
    <form
      role="search"
      method="get"
      action={caminho}
      onSubmit={(e) => {
        e.preventDefault()
        aplicar(valores)
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
          value={valores.busca}
          aria-describedby="filtro-busca-dica"
          onChange={(e) => aplicar({ ...valores, busca: e.target.value }, ATRASO_BUSCA_MS)}
          className={campo}
        />
        <span id="filtro-busca-dica" className="text-sm text-tinta-suave">{dica}</span>
      </div>
      {comDatas && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-mes" className="font-semibold">Mês</label>
            <select id="filtro-mes" name="month" value={valores.month} onChange={(e) => aplicar({ ...valores, month: e.target.value })} className={campo}>
              <option value="">Todos</option>
              {MESES.map((m, i) => (
                <option key={m} value={i}>{m}</option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-ano" className="font-semibold">Ano</label>
            <select id="filtro-ano" name="year" value={valores.year} onChange={(e) => aplicar({ ...valores, year: e.target.value })} className={campo}>
              <option value="">Todos</option>
              {anos.map((a) => (
                <option key={a} value={a}>{a}</option>
              ))}
            </select>
          </div>
        </>
      )}
      <button type="submit" className="rounded bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">Filtrar</button>
      {CAMPOS.some((c) => doEndereco[c]) && (
        <Link href={endereco({})} replace scroll={false} onClick={() => clearTimeout(espera.current)} className="px-2 py-2 font-semibold text-marca-700 underline hover:text-marca-800">
          Limpar filtros
        </Link>
      )}
    </form>
  )
}
