import { FORMATO_LINK_EXTERNO, STATUS_PUBLICADO } from '@/domain/transparencia'

import { escolha } from '../campos'
import { declararColecao } from '../colecao'
import { gerarComplemento } from './complemento'

/**
 * The transparency and tenders menus (spec 2 §3, Menu item). Staff choose what
 * an item shows (text, an external link or a publication category) and the
 * legacy `complemento` is derived from that choice; visitors only ever see
 * items whose status is PBL.
 */
export const ItensMenu = declararColecao('itens-menu', {
  labels: { singular: 'Item de menu', plural: 'Itens de menu (transparência e licitações)' },
  interfaceName: 'ItemMenu',
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['id', 'titulo', 'menuPai', 'formato', 'status', 'ordem'],
    group: 'Transparência',
    listSearchableFields: ['titulo'],
    description: 'Itens do menu Transparência ficam sob o item 3; os de Licitações, sob o item 24.',
  },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarComplemento] },
  defaultSort: 'ordem',
  fields: [
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 },
    { name: 'menuPai', label: 'Menu pai', type: 'relationship', relationTo: 'itens-menu', admin: { position: 'sidebar' } },
    {
      name: 'status',
      label: 'Situação',
      type: 'select',
      required: true,
      defaultValue: 'RSC',
      options: [
        { value: STATUS_PUBLICADO, label: 'Publicado' },
        { value: 'RSC', label: 'Rascunho (não aparece no site)' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'ordem', label: 'Ordem', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    escolha('formato', 'O que o item mostra', [
      { value: 'TEXTO', label: 'Texto' },
      { value: 'PUBLICACOES', label: 'Publicações de uma categoria' },
      { value: FORMATO_LINK_EXTERNO, label: 'Link externo' },
    ]),
    { name: 'conteudo', label: 'Texto', type: 'richText', admin: { condition: (d) => d?.formato === 'TEXTO' } },
    {
      name: 'tipoPublicacao',
      label: 'Categoria de publicação',
      type: 'relationship',
      relationTo: 'tipos-publicacao',
      admin: { condition: (d) => d?.formato === 'PUBLICACOES' },
      validate: (v: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData.formato !== 'PUBLICACOES' || v != null ? true : 'Escolha a categoria de publicação.',
    },
    {
      name: 'link',
      label: 'Endereço (https://…)',
      type: 'text',
      maxLength: 500,
      admin: { condition: (d) => d?.formato === FORMATO_LINK_EXTERNO },
      validate: (v: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData.formato !== FORMATO_LINK_EXTERNO || (typeof v === 'string' && /^https?:\/\/\S+$/.test(v.trim()))
          ? true
          : 'Informe um endereço começando com http:// ou https://.',
    },
    {
      // The legacy field (spec 2 §3): HTML, a link or a publication-type id, derived on save.
      name: 'complemento',
      type: 'textarea',
      admin: { hidden: true },
    },
  ],
})
