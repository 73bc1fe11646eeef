import { INFO_PERFIS, PERFIS } from '@/domain/perfil'

import { declararColecao } from '../colecao'
import { preencherResumo, sanitizarCorpo } from './hooks/sanitizar'

/** Financing products of the four audiences (spec 1 §3, Product). */
export const Produtos = declararColecao('produtos', {
  labels: { singular: 'Produto', plural: 'Produtos' },
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['id', 'titulo', 'perfil', '_status', 'updatedAt'],
    group: 'Conteúdo',
    listSearchableFields: ['titulo'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  mostradaNoSite: true,
  hooks: { beforeValidate: [preencherResumo], beforeChange: [sanitizarCorpo] },
  defaultSort: 'titulo',
  fields: [
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 150, index: true },
    {
      name: 'perfil',
      label: 'Perfil (público)',
      type: 'select',
      required: true,
      index: true,
      options: PERFIS.map((p) => ({ value: p, label: `${INFO_PERFIS[p].titulo} (${p})` })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'resumo',
      label: 'Resumo (cartão)',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { rows: 3, description: 'Uma ou duas frases. Acima de 100 caracteres, o cartão mostra só os primeiros 50.' },
    },
    {
      // The HTML the legacy API returns, generated from `resumo` on save.
      name: 'descricao',
      label: 'Descrição (HTML gerado)',
      type: 'textarea',
      admin: { hidden: true },
    },
    {
      name: 'conteudo',
      label: 'Texto da página',
      type: 'richText',
      admin: { description: 'Corpo da página do produto. Títulos a partir do nível 2 (o título do produto é o nível 1).' },
    },
    {
      // The HTML the site and the legacy API serve, generated from `conteudo` on save.
      name: 'texto',
      label: 'Texto da página (HTML gerado)',
      type: 'textarea',
      admin: { hidden: true },
    },
    { name: 'imagemCapa', label: 'Imagem de capa', type: 'upload', relationTo: 'imagens' },
    { name: 'link', label: 'Link externo', type: 'text', maxLength: 500 },
    {
      name: 'emailContato',
      label: 'E-mail de contato',
      type: 'email',
      admin: { position: 'sidebar', description: 'Recebe as solicitações de financiamento deste produto.' },
    },
  ],
})
