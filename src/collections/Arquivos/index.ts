import path from 'node:path'

import { CACHE_ARQUIVO_PUBLICO } from '@/server/borda/cabecalhos'
import { env } from '@/server/plataforma/env'

import { declararColecao } from '../colecao'
import { TIPOS_ARQUIVO_PUBLICACAO } from '../Publicacoes'

/**
 * Public files that are not publications: the documents of the download pages,
 * the CVs of the governing bodies, the institutional video and its captions.
 */
export const Arquivos = declararColecao('arquivos', {
  labels: { singular: 'Arquivo', plural: 'Arquivos públicos' },
  interfaceName: 'Arquivo',
  admin: { useAsTitle: 'titulo', defaultColumns: ['titulo', 'filename', 'mimeType', 'updatedAt'], group: 'Conteúdo' },
  mostradaNoSite: true,
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
})
