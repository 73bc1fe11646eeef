import { declararColecao } from '../colecao'

/** The governing bodies of /administracao-e-orgaos-auxiliares, their members and CVs. */
export const Orgaos = declararColecao('orgaos', {
  labels: { singular: 'Órgão de administração', plural: 'Administração e órgãos auxiliares' },
  interfaceName: 'Orgao',
  admin: { useAsTitle: 'nome', defaultColumns: ['nome', 'ordem', 'updatedAt'], group: 'Conteúdo' },
  mostradaNoSite: true,
  defaultSort: 'ordem',
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true, unique: true, maxLength: 150 },
    { name: 'descricao', label: 'Descrição', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'membros',
      label: 'Membros',
      type: 'array',
      fields: [
        { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 150 },
        { name: 'cargo', label: 'Cargo', type: 'text', required: true, maxLength: 150 },
        { name: 'curriculo', label: 'Currículo (PDF)', type: 'upload', relationTo: 'arquivos' },
      ],
    },
    { name: 'ordem', label: 'Ordem', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
