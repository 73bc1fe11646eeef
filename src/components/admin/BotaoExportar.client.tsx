'use client'

import { useListQuery } from '@payloadcms/ui'

/** A `where` in the address's bracket form (`where[or][0][and][0][nome][equals]=…`), as Payload's REST reads it. */
function paraConsulta(valor: unknown, chave: string, pares: URLSearchParams) {
  if (typeof valor === 'string' || typeof valor === 'number' || typeof valor === 'boolean') {
    pares.append(chave, String(valor))
    return
  }
  if (valor && typeof valor === 'object') for (const [k, v] of Object.entries(valor)) paraConsulta(v, `${chave}[${k}]`, pares)
}

/**
 * "Exportar CSV" above a team's list: the export call (collections/exportacao) under the filters
 * the list shows now, so the file holds what the screen lists. They are read from the list's own
 * query, not the address: a saved filter (query preset) the list's preferences bring back after a
 * reload filters the screen before it is written into the address.
 */
export function BotaoExportar({ slug }: { slug: string }) {
  const { query } = useListQuery()
  const filtros = new URLSearchParams()
  paraConsulta(query.where, 'where', filtros)
  const consulta = filtros.toString()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${slug}/exportar${consulta ? `?${consulta}` : ''}`} download>
        Exportar CSV (filtros atuais)
      </a>
    </p>
  )
}
