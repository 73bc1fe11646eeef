import { declararColecao } from '../colecao'

/** Banners of the home page's second carousel (spec 1 §2.3, §3 Banner). */
export const Banners = declararColecao('banners', {
  labels: { singular: 'Banner', plural: 'Banners' },
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'ordem', 'url', '_status'],
    group: 'Conteúdo',
  },
  versions: { drafts: true, maxPerDoc: 10 },
  mostradaNoSite: true,
  defaultSort: 'ordem',
  fields: [
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 120 },
    {
      name: 'descricaoImagem',
      label: 'Descrição da imagem',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'O que a imagem mostra, para quem usa leitor de tela.' },
    },
    { name: 'imagem', label: 'Imagem', type: 'upload', relationTo: 'imagens', required: true },
    {
      name: 'url',
      label: 'Link',
      type: 'text',
      maxLength: 500,
      admin: {
        description: 'Começando com http, abre em nova aba; um caminho do site (ex.: /empresa/35) abre no site; vazio, o banner não é clicável.',
      },
    },
    {
      name: 'ordem',
      label: 'Ordem',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 0,
      admin: { position: 'sidebar', description: 'Menor primeiro.' },
    },
  ],
})
