import type { CollectionConfig } from 'payload'

import { SIMULACAO } from '@/domain/simulador/submissao'
import { OBJETIVOS, SEGMENTOS } from '@/domain/simulacao'

import { comFormato } from '../equipe/celulas'
import { colecaoDaDefinicao } from '../submissao'

const somenteLeitura = { readOnly: true }

/**
 * Every simulation made on the home page, as a lead for the commercial team
 * (spec 1 §3 Simulation request). Above R$ 500.000 no table is computed and
 * the team is told by e-mail. The applicant's fields come from its definition
 * (domain/simulador/submissao.ts); the collection adds the simulation's numbers
 * and its result.
 */
export const Simulacoes: CollectionConfig = colecaoDaDefinicao(SIMULACAO, {
  antes: [
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
  ],
  depois: [
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
        comFormato({ name: 'faturamento', label: 'Faturamento anual (R$)', type: 'number', required: true, admin: somenteLeitura }, 'dinheiro'),
        comFormato({ name: 'valorFinanciamento', label: 'Valor pedido (R$)', type: 'number', required: true, admin: somenteLeitura }, 'dinheiro'),
        { name: 'acimaDe300k', label: 'Precisa de mais de R$ 500.000', type: 'checkbox', admin: somenteLeitura },
      ],
    },
    { name: 'linha', label: 'Linha escolhida', type: 'relationship', relationTo: 'linhas-credito', admin: somenteLeitura },
    // Shown as rows and tables (JsonLegivel, given to every JSON field by payload.config.ts).
    { name: 'resposta', label: 'Resposta enviada ao site', type: 'json', admin: { ...somenteLeitura } },
  ],
  colunasDepois: ['valorFinanciamento', 'segmentacao', 'resultado'],
})
