import 'server-only'

import { agruparResultados, termosDaConsulta, type EntradaIndice, type GrupoDeResultados } from '@/domain/indice-busca'

import { payloadClient } from './payload'

/**
 * The site search: one query on the index (every word of the query, folded,
 * must appear in an entry's folded text), then grouped and ordered by the
 * domain's rule. The index holds only what anonymous visitors may read (its
 * hooks write it that way), so reading it bypasses the staff-only read rule.
 * Every match is read: each kind's total ('Mostrando 20 de N') and the title-first
 * order are over all of them. The index has one row per public document, so even a
 * broad word reads a few hundred narrow rows.
 */
export async function buscarNoSite(consulta: string): Promise<GrupoDeResultados[]> {
  const termos = termosDaConsulta(consulta)
  if (termos.length === 0) return []
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'indice-busca',
    where: { and: termos.map((t) => ({ texto: { like: t } })) },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const entradas: EntradaIndice[] = r.docs.map((d) => ({ grupo: d.grupo, tipo: d.tipo, titulo: d.titulo, resumo: d.resumo ?? '', href: d.href, texto: d.texto }))
  return agruparResultados(entradas, consulta)
}
