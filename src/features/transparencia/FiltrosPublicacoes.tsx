import Link from 'next/link'

import { anosDoFiltro, MESES } from '@/domain/transparencia'

import { FormularioFiltros } from './FormularioFiltros.client'

interface Props {
  /** The list's path: the form's action and where the query goes. */
  caminho: string
  /** Explains what the text matches, for screen readers and sighted users alike. */
  dica: string
  termo: string
  /** The month and year chosen (lerConsulta); none where there are no dates to filter. */
  filtro?: { mes: number | null; ano: number | null }
  /**
   * Today, as the page read its query, when the content shown has publications to filter by date: the
   * month and year fields are shown, the years offered ending at its year (anosDoFiltro). Absent, they are not.
   */
  datasAte?: Date
  /** Query values the form keeps (the chosen tenders item). */
  ocultos?: Record<string, string>
}

const CAMPO = 'rounded border border-tinta-suave bg-white px-3 py-2'

/**
 * The search box and the month/year filters, kept in the query string (spec 2
 * §4), with 'Limpar filtros' when any is set. Rendered on the server; only the
 * behaviour (FormularioFiltros) runs in the browser.
 */
export function FiltrosPublicacoes({ caminho, dica, termo, filtro, datasAte, ocultos = {} }: Props) {
  const mes = filtro?.mes ?? null
  const ano = filtro?.ano ?? null
  const limpo = new URLSearchParams(ocultos).toString()
  return (
    <FormularioFiltros caminho={caminho} className="flex flex-wrap items-end gap-3 rounded-lg border border-marca-100 bg-marca-50 p-4">
      {Object.entries(ocultos).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor="filtro-busca" className="font-semibold">Buscar</label>
        <input id="filtro-busca" name="busca" type="search" defaultValue={termo} aria-describedby="filtro-busca-dica" className={CAMPO} />
        <span id="filtro-busca-dica" className="text-sm text-tinta-suave">{dica}</span>
      </div>
      {datasAte && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-mes" className="font-semibold">Mês</label>
            <select id="filtro-mes" name="month" defaultValue={mes ?? ''} className={CAMPO}>
              <option value="">Todos</option>
              {MESES.map((m, i) => (
                <option key={m} value={i}>{m}</option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-ano" className="font-semibold">Ano</label>
            <select id="filtro-ano" name="year" defaultValue={ano ?? ''} className={CAMPO}>
              <option value="">Todos</option>
              {anosDoFiltro(datasAte).map((a) => (
                <option key={a} value={a}>{a}</option>
              ))}
            </select>
          </div>
        </>
      )}
      <button type="submit" className="rounded bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">Filtrar</button>
      {(termo || mes !== null || ano !== null) && (
        <Link href={limpo ? `${caminho}?${limpo}` : caminho} replace scroll={false} className="px-2 py-2 font-semibold text-marca-700 underline hover:text-marca-800">
          Limpar filtros
        </Link>
      )}
    </FormularioFiltros>
  )
}
