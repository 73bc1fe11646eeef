'use client'

import { useListQuery } from '@payloadcms/ui'

import { consultaDoOnde } from '@/domain/equipe/fila'

/**
 * "Exportar CSV" above a team's list: the export call (collections/exportacao) under the filters
 * the list shows now, so the file holds what the screen lists. They are read from the list's own
 * query, not the address: a saved filter (query preset) the list's preferences bring back after a
 * reload filters the screen before it is written into the address.
 */
export function BotaoExportar({ slug }: { slug: string }) {
  const { query } = useListQuery()
  // The same writer the queue's links use (domain/equipe/fila.ts).
  const consulta = query.where ? consultaDoOnde(query.where).join('&') : ''
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${slug}/exportar${consulta ? `?${consulta}` : ''}`} download>
        Exportar CSV (filtros atuais)
      </a>
    </p>
  )
}
