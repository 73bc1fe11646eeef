import { z } from 'zod'

import { escreverPaginaDocumentos } from '@/domain/documentos'
import { escreverDocumentosClientes, type ChavePaginaDocumentos } from '@/domain/documentos-clientes'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { paginaDeDocumentos } from '@/dados/documentos'

const CHAVES: Record<string, ChavePaginaDocumentos> = {
  DOCUMENTOS_PARA_DOWNLOAD: 'GERAL',
  DOCUMENTOS_PARA_DOWNLOAD_AGRO: 'AGRO',
  DOCUMENTOS_PARA_DOWNLOAD_ICS: 'ICS',
  DOCUMENTOS_PARA_DOWNLOAD_INV: 'INV',
  DOCUMENTOS_PARA_DOWNLOAD_PUB: 'PUB',
  DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES: 'CLIENTES',
}

/**
 * GET /fas/conteudo/{DOCUMENTOS_PARA_DOWNLOAD_AGRO|_ICS|_INV|_PUB} (spec 2 §7) and
 * DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES (spec 3 §7, its own layout):
 * the download page as the HTML fragment the legacy client parsed, written
 * from the structured data so that parser reads back the same sections.
 */
export const GET = rotaLegada({
  nome: 'conteudoDocumentos',
  params: z.object({ chave: z.string().refine((c) => Object.hasOwn(CHAVES, c), `deve ser uma de: ${Object.keys(CHAVES).join(', ')}.`) }),
  executar: async ({ params }) => {
    const tipo = CHAVES[params.chave]!
    const pagina = await paginaDeDocumentos(tipo)
    const html = tipo === 'CLIENTES' ? escreverDocumentosClientes(pagina) : escreverPaginaDocumentos(pagina, tipo)
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } })
  },
})
