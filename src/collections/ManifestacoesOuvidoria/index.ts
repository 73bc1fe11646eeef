import type { CollectionConfig } from 'payload'

import { NATUREZAS_MANIFESTACAO, SITUACOES_OUVIDORIA } from '@/domain/ouvidoria/manifestacao'

import { colecaoDeSubmissao } from '../submissao'
import { enviarResposta, prepararManifestacao } from './fluxo'

const leitura = { readOnly: true }

/**
 * Ombudsman messages (spec 3 §3 Ombudsman form, §7; issue 20): what the citizen
 * sent stays as sent; the team moves the status, grants the one extension with
 * its reason, and writes the answer, which the server e-mails to the citizen
 * once (fluxo.ts). The list opens on what needs attention first: open messages
 * by deadline (the overdue ones first, in red), answered and closed ones after.
 */
export const ManifestacoesOuvidoria: CollectionConfig = colecaoDeSubmissao({
  slug: 'manifestacoes-ouvidoria',
  interfaceName: 'ManifestacaoOuvidoria',
  labels: { singular: 'Manifestação da Ouvidoria', plural: 'Manifestações da Ouvidoria' },
  papeis: ['ouvidoria'],
  protocolo: true,
  situacoes: SITUACOES_OUVIDORIA,
  editaveis: ['resposta', 'prorrogada', 'justificativaProrrogacao'],
  defaultSort: ['prioridade', 'prazoResposta', 'createdAt'],
  admin: {
    group: 'Atendimento',
    useAsTitle: 'protocolo',
    defaultColumns: ['protocolo', 'prazoResposta', 'situacao', 'naturezaManifestacao', 'assunto', 'nome', 'createdAt'],
    listSearchableFields: ['protocolo', 'nome', 'email', 'assunto'],
    description: 'Em aberto primeiro, pelo prazo legal (as atrasadas em vermelho); respondidas e encerradas depois.',
  },
  hooks: { beforeChange: [prepararManifestacao], afterChange: [enviarResposta] },
  fields: [
    {
      name: 'prazoResposta',
      label: 'Prazo de resposta',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
        description: 'Calculado pelo prazo da natureza (Atendimento › Prazos e retenção) a partir do dia do recebimento.',
        components: { Cell: '@/components/admin/CelulaPrazo#CelulaPrazo' },
      },
    },
    {
      name: 'prorrogada',
      label: 'Prazo prorrogado (uma vez)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'justificativaProrrogacao',
      label: 'Justificativa da prorrogação',
      type: 'textarea',
      maxLength: 2000,
      admin: { position: 'sidebar', condition: (d) => Boolean(d?.prorrogada) },
    },
    // 0 while the team owes an answer, 1 after: the list's first sort key.
    { name: 'prioridade', type: 'number', defaultValue: 0, index: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'naturezaManifestacao', label: 'Natureza da manifestação', type: 'select', required: true, options: NATUREZAS_MANIFESTACAO.map((n) => ({ label: n, value: n })), admin: leitura },
        { name: 'assunto', label: 'Assunto', type: 'text', required: true, admin: leitura },
      ],
    },
    { name: 'mensagem', label: 'Mensagem', type: 'textarea', required: true, admin: leitura },
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
      ],
    },
    { name: 'endereco', label: 'Endereço', type: 'text', required: true, admin: leitura },
    {
      name: 'quantidadeAnexos',
      label: 'Arquivos anexados',
      type: 'number',
      defaultValue: 0,
      admin: { ...leitura, description: 'Os arquivos estão em Atendimento › Anexos de formulários (Submissão: manifestacoes-ouvidoria e o número desta manifestação).' },
    },
    {
      name: 'resposta',
      label: 'Resposta ao cidadão',
      type: 'textarea',
      maxLength: 20_000,
      admin: { description: 'Ao salvar com a situação "Respondida", a resposta é enviada por e-mail ao cidadão, uma única vez; depois não pode mais ser alterada.' },
    },
    { name: 'respostaEnviadaEm', label: 'Resposta enviada em', type: 'date', admin: { ...leitura, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
  ],
})
