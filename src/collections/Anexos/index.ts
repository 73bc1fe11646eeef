import path from 'node:path'

import { PASTA_ANEXOS } from '@/server/servicos/anexos/pasta'
import { env } from '@/server/plataforma/env'

import { declararColecao } from '../colecao'

const leitura = { readOnly: true }

/**
 * Files a visitor attaches to a form (ombudsman, digital protocol, whistleblower
 * channel). Sent one per call before the form (server/servicos/anexos), stored under a
 * name the server chose, checked by their bytes, then claimed by the submission
 * that lists them; files nobody claims are purged after a few hours (job purgarAnexos).
 */
export const Anexos = declararColecao('anexos', {
  labels: { singular: 'Anexo', plural: 'Anexos de formulários' },
  interfaceName: 'Anexo',
  admin: { useAsTitle: 'nomeOriginal', defaultColumns: ['nomeOriginal', 'formulario', 'submissao', 'createdAt'], group: 'Atendimento' },
  upload: {
    staticDir: path.join(env().dataDir, PASTA_ANEXOS),
    // Never shown inline: a visitor's file is downloaded, whatever it claims to be.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Content-Disposition', 'attachment')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [
    { name: 'nomeOriginal', label: 'Nome do arquivo enviado', type: 'text', required: true, admin: leitura },
    { name: 'formulario', label: 'Formulário', type: 'text', required: true, index: true, admin: leitura },
    // The opaque id the form holds between the upload and the submission (never the row's id).
    { name: 'chave', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    // A legacy client's uploads and its submission are tied by a cookie, not by ids: its hash (dados/formularios/rota-de-anexo).
    { name: 'lote', type: 'text', index: true, admin: { hidden: true } },
    {
      name: 'submissao',
      label: 'Submissão',
      type: 'group',
      admin: leitura,
      fields: [
        { name: 'colecao', label: 'Coleção', type: 'text', index: true },
        { name: 'registro', label: 'Registro', type: 'text' },
      ],
    },
  ],
})
