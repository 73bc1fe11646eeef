import { declararColecao } from '../colecao'
import { gerarCorpo } from './hooks/corpo'

/** News items (spec 1 §3, News item): drafts, scheduled publishing and revisions. */
export const Noticias = declararColecao('noticias', {
  labels: { singular: 'Notícia', plural: 'Notícias' },
  interfaceName: 'Noticia',
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'data', 'destaque', '_status', 'updatedAt'],
    group: 'Conteúdo',
    listSearchableFields: ['titulo', 'resumo'],
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarCorpo] },
  defaultSort: '-data',
  fields: [
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 },
    {
      name: 'resumo',
      label: 'Resumo',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: {
        rows: 4,
        description: 'Aparece nas listas. Na página inicial, a notícia principal mostra até 1000 caracteres e as outras duas, 150.',
      },
    },
    { name: 'conteudo', label: 'Texto da notícia', type: 'richText' },
    {
      // The HTML the site and the legacy API serve (corpoFormatado), generated from `conteudo` on save.
      name: 'corpo',
      label: 'Texto (HTML gerado)',
      type: 'textarea',
      admin: { hidden: true },
    },
    {
      name: 'imagemCapa',
      label: 'Imagem de capa',
      type: 'upload',
      relationTo: 'imagens',
      admin: { description: 'Mostrada na lista de notícias e na página inicial.' },
    },
    {
      name: 'data',
      label: 'Data da notícia',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    {
      name: 'destaque',
      label: 'Destaque na página inicial',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Os 3 destaques mais recentes aparecem no bloco "Destaques".' },
    },
  ],
})
