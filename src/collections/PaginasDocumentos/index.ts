import type { Field } from 'payload'

import { declararColecao } from '../colecao'
import { validarDestino } from './validar'

const documento: Field[] = [
  { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 250 },
  { name: 'arquivo', label: 'Arquivo', type: 'upload', relationTo: 'arquivos', admin: { description: 'Envie o arquivo ou informe um endereço abaixo.' } },
  { name: 'link', label: 'Ou endereço (https://… ou /caminho)', type: 'text', maxLength: 500, validate: validarDestino },
]

/**
 * The document download pages (spec 2 §2, Document download pages) as
 * structured data: sections of documents, each a file or a link. Legacy HTML
 * pages are turned into this by the importer (`npm run importar-documentos`).
 */
export const PaginasDocumentos = declararColecao('paginas-documentos', {
  labels: { singular: 'Página de documentos', plural: 'Páginas de documentos' },
  interfaceName: 'PaginaDocumentos',
  admin: { useAsTitle: 'titulo', defaultColumns: ['chave', 'titulo', 'updatedAt'], group: 'Conteúdo' },
  mostradaNoSite: true,
  fields: [
    {
      name: 'chave',
      label: 'Página',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { value: 'GERAL', label: '/documentos-para-download' },
        { value: 'AGRO', label: '/documentos-para-download-agro' },
        { value: 'ICS', label: '/documentos-para-download-empresa (ICS)' },
        { value: 'PUB', label: '/documentos-para-download-municipio (PUB)' },
        { value: 'INV', label: '/documentos-para-download-inovacao' },
        { value: 'CLIENTES', label: '/documentos-para-download-clientes (já clientes)' },
      ],
    },
    { name: 'titulo', label: 'Título da página', type: 'text', required: true, maxLength: 200 },
    { name: 'banner', label: 'Imagem do topo (180 px de altura)', type: 'upload', relationTo: 'imagens' },
    {
      name: 'secoes',
      label: 'Seções',
      type: 'array',
      fields: [
        {
          name: 'titulo',
          label: 'Título da seção (vazio: sem título)',
          type: 'text',
          maxLength: 200,
          admin: { description: 'Na página de clientes, um dos grupos: Agronegócio e Empresa, Município, Inovação.' },
        },
        { name: 'lista', label: 'Mostrar como lista simples, sem título (ex.: CARTILHA RAIS)', type: 'checkbox', defaultValue: false },
        { name: 'documentos', label: 'Documentos', type: 'array', fields: documento },
      ],
    },
    {
      name: 'envioProposta',
      label: 'Botão "Envio de Proposta" (página de inovação)',
      type: 'group',
      fields: [
        { name: 'titulo', label: 'Texto alternativo da imagem', type: 'text', maxLength: 200 },
        { name: 'link', label: 'Endereço', type: 'text', maxLength: 500, validate: validarDestino },
      ],
    },
  ],
})
