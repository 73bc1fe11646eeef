import type { CollectionConfig } from 'payload'

import { colecaoDeSubmissao } from '../submissao'

const leitura = { readOnly: true }

/** Financing requests sent from a product page's modal (spec 1 §2.6, §3 Financing request). */
export const SolicitacoesFinanciamento: CollectionConfig = colecaoDeSubmissao({
  slug: 'solicitacoes-financiamento',
  interfaceName: 'SolicitacaoFinanciamento',
  labels: { singular: 'Solicitação de financiamento', plural: 'Solicitações de financiamento' },
  // Personal data: the commercial team reads and follows them up.
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'produto', 'produtoTitulo', 'valor', 'municipio', 'situacao', 'createdAt'],
    listSearchableFields: ['nome', 'cpfCnpj'],
  },
  situacoes: [
    { value: 'nova', label: 'Nova' },
    { value: 'em-analise', label: 'Em análise' },
    { value: 'respondida', label: 'Respondida' },
    { value: 'arquivada', label: 'Arquivada' },
  ],
  fields: [
    // Empty for the built-in innovation products (ids 1 and 2 of /inovacao exist only in code): the title says which.
    { name: 'produto', label: 'Produto', type: 'relationship', relationTo: 'produtos', admin: leitura },
    { name: 'produtoTitulo', label: 'Produto (como o visitante viu)', type: 'text', admin: leitura },
    {
      type: 'row',
      fields: [
        { name: 'nome', label: 'Nome', type: 'text', required: true, admin: leitura },
        { name: 'cpfCnpj', label: 'CPF/CNPJ', type: 'text', required: true, admin: leitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true, admin: leitura },
        { name: 'telefone', label: 'Telefone', type: 'text', required: true, admin: leitura },
        { name: 'municipio', label: 'Município', type: 'text', required: true, admin: leitura },
      ],
    },
    { name: 'valor', label: 'Valor (R$)', type: 'number', required: true, admin: leitura },
    { name: 'motivo', label: 'Motivo', type: 'textarea', required: true, admin: leitura },
  ],
})
