import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'
import { CACHE_ARQUIVO_PUBLICO } from '@/server/borda/cabecalhos'
import { env } from '@/server/plataforma/env'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar } from '@/server/payload/invalidacao/hooks'

import { TIPOS_ARQUIVO_PUBLICACAO } from '../Publicacoes'

/**
 * Public files that are not publications: the documents of the download pages,
 * the CVs of the governing bodies, the institutional video and its captions.
 */
export const Arquivos: CollectionConfig = {
  slug: 'arquivos',
  labels: { singular: 'Arquivo', plural: 'Arquivos públicos' },
  typescript: { interface: 'Arquivo' },
  admin: { useAsTitle: 'titulo', defaultColumns: ['titulo', 'filename', 'mimeType', 'updatedAt'], group: 'Conteúdo' },
  access: acessoDaColecao('arquivos'),
  hooks: { afterChange: [invalidarPaginasAoMudar], afterDelete: [invalidarPaginasAoExcluir] },
  upload: {
    staticDir: path.join(env().dataDir, 'arquivos'),
    mimeTypes: [...TIPOS_ARQUIVO_PUBLICACAO, 'video/mp4', 'video/webm', 'text/vtt'],
    // Only documents and video, never HTML or SVG, so nothing here can run script; Chrome's PDF
    // viewer refuses a sandboxed document, so the sandboxing policy of images is not sent.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', CACHE_ARQUIVO_PUBLICO)
      return headers
    },
  },
  fields: [{ name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 250 }],
}
