import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'
import { comCabecalhosDeImagemPublica } from '@/server/borda/cabecalhos'
import { env } from '@/server/plataforma/env'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar } from '@/server/payload/invalidacao/hooks'

/** Images of public content (product covers…), on local disk under DATA_DIR/imagens, or in the S3 bucket when configured (server/adaptadores/armazenamento). */
export const Imagens: CollectionConfig = {
  slug: 'imagens',
  labels: { singular: 'Imagem', plural: 'Imagens' },
  typescript: { interface: 'Imagem' },
  admin: { useAsTitle: 'alt', group: 'Conteúdo' },
  access: acessoDaColecao('imagens'),
  hooks: { afterChange: [invalidarPaginasAoMudar], afterDelete: [invalidarPaginasAoExcluir] },
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
}
