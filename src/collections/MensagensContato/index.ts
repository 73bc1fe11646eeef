import type { CollectionConfig } from 'payload'

import { colecaoDeSubmissao } from '../submissao'

const leitura = { readOnly: true }

/** Messages sent through the Fale Conosco form (spec 3 §3 Contact form, §7): the customer-service team answers them by e-mail. */
export const MensagensContato: CollectionConfig = colecaoDeSubmissao({
  slug: 'mensagens-contato',
  interfaceName: 'MensagemContato',
  labels: { singular: 'Mensagem do Fale Conosco', plural: 'Mensagens do Fale Conosco' },
  // Personal data: the customer-service (ombudsman) team reads and follows them up.
  admin: {
    group: 'Atendimento',
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'email', 'municipio', 'uf', 'situacao', 'createdAt'],
    listSearchableFields: ['nome', 'email'],
  },
  situacoes: [
    { value: 'nova', label: 'Nova' },
    { value: 'respondida', label: 'Respondida' },
    { value: 'arquivada', label: 'Arquivada' },
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'nome', label: 'Nome', type: 'text', required: true, admin: leitura },
        { name: 'empresa', label: 'Empresa', type: 'text', admin: leitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true, admin: leitura },
        { name: 'telefone', label: 'Telefone', type: 'text', required: true, admin: leitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'municipio', label: 'Município', type: 'text', required: true, admin: leitura },
        { name: 'uf', label: 'UF', type: 'text', required: true, admin: leitura },
      ],
    },
    { name: 'mensagem', label: 'Mensagem', type: 'textarea', required: true, admin: leitura },
  ],
})
