import { APIError, type CollectionConfig, type Endpoint, type PayloadHandler, type Where } from 'payload'

import { EQUIPES_DAS_SUBMISSOES, type ColecaoDeSubmissao } from '@/access/matriz'
import { hasRole } from '@/access/roles'
import { planilhaCsv } from '@/domain/equipe/planilha'

import { registrarAcao } from '../Auditoria/registrar'
import { colunasDaColecao } from './colunas'

export const MENSAGEM_EXPORTAR_NEGADO = 'Somente a equipe responsável por estes registros pode exportá-los.'
// One export holds at most this many records; a wider filter is narrowed first (by period).
export const LIMITE_DA_EXPORTACAO = 10_000

/**
 * GET /api/<slug>/exportar?where…: the list's records under the same filters, as a CSV the team
 * opens in a spreadsheet. Only the kind's team and administrators; every export is in the audit log
 * (who, which records, never their content). Reads go through the collection's access (overrideAccess
 * false), so an export never shows more than the list would.
 */
function exportar(slug: ColecaoDeSubmissao, colecao: Pick<CollectionConfig, 'fields'>): PayloadHandler {
  const colunas = colunasDaColecao(colecao)
  return async (req) => {
    if (!hasRole(req.user, 'admin', EQUIPES_DAS_SUBMISSOES[slug])) throw new APIError(MENSAGEM_EXPORTAR_NEGADO, 403, null, true)
    const where = (req.query?.where ?? {}) as Where
    const { docs } = await req.payload.find({
      collection: slug,
      where,
      depth: 0,
      limit: LIMITE_DA_EXPORTACAO,
      sort: '-createdAt',
      req,
      overrideAccess: false,
    })
    const registros = docs as unknown as Record<string, unknown>[]
    // An empty export is recorded too (someone looked): its document is a dash.
    const ids = registros.map((d) => d.id as number)
    await registrarAcao(req, 'exportou', slug, ids.length ? ids : '—', undefined, { detalhe: `CSV com ${registros.length} registros` })
    const dia = new Date().toISOString().slice(0, 10)
    return new Response(planilhaCsv(colunas, registros), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${slug}-${dia}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  }
}

/** The export endpoint of one submission collection. */
export function endpointDeExportacao(slug: ColecaoDeSubmissao, colecao: Pick<CollectionConfig, 'fields'>): Endpoint {
  return { path: '/exportar', method: 'get', handler: exportar(slug, colecao) }
}

/**
 * Every submission collection with a team (the access matrix's submission rows) gets its export.
 * The whistleblower reports have no such row (sealed for the integridade team), so they never get one.
 */
export function comExportacao(colecoes: CollectionConfig[]): CollectionConfig[] {
  return colecoes.map((c) => {
    if (!(c.slug in EQUIPES_DAS_SUBMISSOES)) return c
    const botao = {
      path: '@/components/admin/BotaoExportar.client#BotaoExportar',
      clientProps: { slug: c.slug },
    }
    const components = c.admin?.components ?? {}
    return {
      ...c,
      endpoints: [endpointDeExportacao(c.slug as ColecaoDeSubmissao, c), ...(c.endpoints || [])],
      admin: {
        ...c.admin,
        components: {
          ...components,
          beforeListTable: [...(components.beforeListTable ?? []), botao],
        },
      },
    }
  })
}
