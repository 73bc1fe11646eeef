import path from 'node:path'

import { comCabecalhosDeArquivo } from '@/server/borda/cabecalhos'
import { env } from '@/server/plataforma/env'

import { declararColecao } from '../colecao'

/** The kinds of file a public body publishes; anything else (HTML, scripts, executables) is refused. */
export const TIPOS_ARQUIVO_PUBLICACAO = [
  'application/pdf',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
]

/**
 * Published documents (spec 2 §3, Publication): each record is its file.
 * Drafts and their files never reach visitors: the site reads through the
 * access rules, and the download call serves only what a visitor may read.
 */
export const Publicacoes = declararColecao('publicacoes', {
  labels: { singular: 'Publicação', plural: 'Publicações' },
  interfaceName: 'Publicacao',
  admin: {
    useAsTitle: 'tituloPublicacao',
    defaultColumns: ['tituloPublicacao', 'tipoPublicacao', 'dataPublicacao', '_status', 'updatedAt'],
    group: 'Transparência',
    listSearchableFields: ['tituloPublicacao', 'subtituloPublicacao'],
  },
  versions: { drafts: true, maxPerDoc: 10 },
  mostradaNoSite: true,
  defaultSort: '-dataPublicacao',
  upload: {
    staticDir: path.join(env().dataDir, 'publicacoes'),
    mimeTypes: TIPOS_ARQUIVO_PUBLICACAO,
    modifyResponseHeaders: comCabecalhosDeArquivo,
  },
  fields: [
    { name: 'tipoPublicacao', label: 'Categoria', type: 'relationship', relationTo: 'tipos-publicacao', required: true, index: true },
    { name: 'tituloPublicacao', label: 'Título', type: 'text', required: true, maxLength: 250 },
    { name: 'subtituloPublicacao', label: 'Subtítulo', type: 'text', maxLength: 250 },
    { name: 'descricaoPublicacao', label: 'Descrição', type: 'textarea', maxLength: 2000 },
    {
      name: 'dataPublicacao',
      label: 'Data da publicação',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' }, description: 'Usada nos filtros de mês e ano.' },
    },
  ],
})
