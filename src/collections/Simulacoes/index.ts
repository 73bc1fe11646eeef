import type { CollectionConfig } from 'payload'

import { OBJETIVOS, SEGMENTOS } from '@/domain/simulacao'

import { colecaoDeSubmissao } from '../submissao'

const somenteLeitura = { readOnly: true }

/**
 * Every simulation made on the home page, as a lead for the commercial team
 * (spec 1 §3 Simulation request). Above R$ 500.000 no table is computed and
 * the team is told by e-mail.
 */
export const Simulacoes: CollectionConfig = colecaoDeSubmissao({
  slug: 'simulacoes',
  interfaceName: 'Simulacao',
  labels: { singular: 'Simulação', plural: 'Simulações (leads)' },
  // Leads with the applicant's data: the commercial team follows them up.
  admin: {
    useAsTitle: 'razaoSocial',
    defaultColumns: ['razaoSocial', 'valorFinanciamento', 'segmentacao', 'resultado', 'situacao', 'createdAt'],
    listSearchableFields: ['razaoSocial', 'cnpj'],
  },
  situacoes: [
    { value: 'nova', label: 'Nova' },
    { value: 'em-contato', label: 'Em contato' },
    { value: 'concluida', label: 'Concluída' },
    { value: 'descartada', label: 'Descartada' },
  ],
  fields: [
    {
      name: 'resultado',
      label: 'Resultado',
      type: 'select',
      required: true,
      options: [
        { value: 'calculada', label: 'Tabela calculada' },
        { value: 'acima-do-limite', label: 'Acima de R$ 500.000 (contato comercial)' },
        { value: 'sem-linha', label: 'Nenhuma linha elegível' },
      ],
      admin: { position: 'sidebar', ...somenteLeitura },
    },
    {
      type: 'row',
      fields: [
        { name: 'razaoSocial', label: 'Razão social', type: 'text', required: true, admin: somenteLeitura },
        { name: 'cnpj', label: 'CNPJ', type: 'text', required: true, index: true, admin: somenteLeitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'emailSolicitante', label: 'E-mail', type: 'email', required: true, admin: somenteLeitura },
        { name: 'telefoneSolicitante', label: 'Telefone', type: 'text', required: true, admin: somenteLeitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'cidade', label: 'Cidade', type: 'text', required: true, admin: somenteLeitura },
        { name: 'uf', label: 'UF', type: 'text', required: true, admin: somenteLeitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'segmentacao', label: 'Segmento', type: 'select', options: [...SEGMENTOS], required: true, admin: somenteLeitura },
        { name: 'objetivoFinanciamento', label: 'Objetivo', type: 'select', options: [...OBJETIVOS], required: true, admin: somenteLeitura },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'faturamento', label: 'Faturamento anual (R$)', type: 'number', required: true, admin: somenteLeitura },
        { name: 'valorFinanciamento', label: 'Valor pedido (R$)', type: 'number', required: true, admin: somenteLeitura },
        { name: 'acimaDe300k', label: 'Precisa de mais de R$ 500.000', type: 'checkbox', admin: somenteLeitura },
      ],
    },
    { name: 'linha', label: 'Linha escolhida', type: 'relationship', relationTo: 'linhas-credito', admin: somenteLeitura },
    { name: 'resposta', label: 'Resposta enviada ao site', type: 'json', admin: somenteLeitura },
  ],
})
