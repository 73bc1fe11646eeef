import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'
import { hooksDeConteudoPublico } from '@/collections/conteudo-publico'

/** The governing bodies of /administracao-e-orgaos-auxiliares, their members and CVs. */
export const Orgaos: CollectionConfig = {
  slug: 'orgaos',
  labels: { singular: 'Órgão de administração', plural: 'Administração e órgãos auxiliares' },
  typescript: { interface: 'Orgao' },
  admin: { useAsTitle: 'nome', defaultColumns: ['nome', 'ordem', 'updatedAt'], group: 'Conteúdo' },
  access: acessoDaColecao('orgaos'),
  hooks: hooksDeConteudoPublico('orgaos'),
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
}
