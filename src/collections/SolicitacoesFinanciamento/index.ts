import type { CollectionConfig } from 'payload'

import { somenteCamposDoFluxo } from '@/access/campos-do-fluxo'
import { acessoDaColecao } from '@/access/matriz'

import { hooksDeAuditoria } from '../Auditoria/registrar'

const leitura = { readOnly: true }

/** Financing requests sent from a product page's modal (spec 1 §2.6, §3 Financing request). */
export const SolicitacoesFinanciamento: CollectionConfig = {
  slug: 'solicitacoes-financiamento',
  labels: { singular: 'Solicitação de financiamento', plural: 'Solicitações de financiamento' },
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'produto', 'valor', 'municipio', 'situacao', 'createdAt'],
    group: 'Financiamento',
    listSearchableFields: ['nome', 'cpfCnpj'],
  },
  access: acessoDaColecao('solicitacoes-financiamento'),
  defaultSort: '-createdAt',
  hooks: hooksDeAuditoria,
  // Staff follow the submission up; what the citizen sent stays as sent.
  fields: somenteCamposDoFluxo(['situacao'], [
    {
      name: 'situacao',
      label: 'Acompanhamento',
      type: 'select',
      required: true,
      defaultValue: 'nova',
      options: [
        { value: 'nova', label: 'Nova' },
        { value: 'em-analise', label: 'Em análise' },
        { value: 'respondida', label: 'Respondida' },
        { value: 'arquivada', label: 'Arquivada' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'produto', label: 'Produto', type: 'relationship', relationTo: 'produtos', required: true, admin: leitura },
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
    { name: 'chaveIdempotencia', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ]),
}
