import path from 'node:path'

import { comCabecalhosDeImagemPublica } from '@/server/borda/cabecalhos'
import { env } from '@/server/plataforma/env'

import { declararColecao } from '../colecao'

/** Images of public content (product covers…), on local disk under DATA_DIR/imagens, or in the S3 bucket when configured (server/adaptadores/armazenamento). */
export const Imagens = declararColecao('imagens', {
  labels: { singular: 'Imagem', plural: 'Imagens' },
  interfaceName: 'Imagem',
  admin: { useAsTitle: 'alt', group: 'Conteúdo' },
  mostradaNoSite: true,
  upload: {
    staticDir: path.join(env().dataDir, 'imagens'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    modifyResponseHeaders: comCabecalhosDeImagemPublica,
  },
  fields: [
    {
      name: 'alt',
      label: 'Texto alternativo',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Descreva a imagem para quem usa leitor de tela.' },
    },
  ],
})
