'use client'

import { useSearchParams } from 'next/navigation'

/**
 * "Exportar CSV" above a team's list: the export call (collections/exportacao) under the filters
 * the list shows now (its address's `where`), so the file holds what the screen lists.
 */
export function BotaoExportar({ slug }: { slug: string }) {
  const params = useSearchParams()
  const filtros = new URLSearchParams([...params.entries()].filter(([k]) => k.startsWith('where')))
  const consulta = filtros.toString()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${slug}/exportar${consulta ? `?${consulta}` : ''}`} download>
        Exportar CSV (filtros atuais)
      </a>
    </p>
  )
}
