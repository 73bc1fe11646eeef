import { declararColecao } from '../colecao'

const contato = [
  { name: 'telefone', label: 'Telefone', type: 'text', maxLength: 30 },
  { name: 'email', label: 'E-mail', type: 'email' },
] as const

/**
 * The directorates and their areas, with who heads each and how to reach them:
 * /diretorias shows them as cards, /organograma as the organisation chart.
 */
export const Diretorias = declararColecao('diretorias', {
  labels: { singular: 'Diretoria', plural: 'Diretorias e áreas' },
  admin: { useAsTitle: 'nome', defaultColumns: ['nome', 'responsavel', 'ordem'], group: 'Conteúdo' },
  mostradaNoSite: true,
  defaultSort: 'ordem',
  fields: [
    { name: 'nome', label: 'Diretoria', type: 'text', required: true, maxLength: 150 },
    { name: 'responsavel', label: 'Diretor(a)', type: 'text', required: true, maxLength: 150 },
    ...contato,
    {
      name: 'areas',
      label: 'Áreas',
      type: 'array',
      fields: [
        { name: 'nome', label: 'Área', type: 'text', required: true, maxLength: 150 },
        { name: 'responsavel', label: 'Responsável', type: 'text', required: true, maxLength: 150 },
        ...contato,
      ],
    },
    { name: 'ordem', label: 'Ordem', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
