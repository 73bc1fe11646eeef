import type { CollectionConfig } from 'payload'

import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'

import { CAMPO_ANEXOS_DO_CASO } from '../caso/anexos'
import { colecaoDaDefinicao } from '../submissao'
import { enviarResposta, prepararManifestacao } from './fluxo'

const leitura = { readOnly: true }

/**
 * Ombudsman messages (spec 3 §3 Ombudsman form, §7; issue 20): what the citizen
 * sent stays as sent; the team moves the status, grants the one extension with
 * its reason, and writes the answer, which the server e-mails to the citizen
 * once (fluxo.ts). The list opens on what needs attention first: open messages
 * by deadline (the overdue ones first, in red), answered and closed ones after.
 * What the citizen sent, its labels, columns and the team come from the
 * definition (domain/ouvidoria/submissao.ts); here only the workflow.
 */
export const ManifestacoesOuvidoria: CollectionConfig = colecaoDaDefinicao(MANIFESTACAO_OUVIDORIA, {
  editaveis: ['resposta', 'prorrogada', 'justificativaProrrogacao'],
  defaultSort: ['prioridade', 'prazoResposta', 'createdAt'],
  colunas: ['situacao'],
  admin: {
    description: 'Em aberto primeiro, pelo prazo legal (as atrasadas em vermelho); respondidas e encerradas depois.',
  },
  hooks: { beforeChange: [prepararManifestacao], afterChange: [enviarResposta] },
  antes: [
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
  ],
  depois: [
    {
      name: 'quantidadeAnexos',
      label: 'Arquivos anexados',
      type: 'number',
      defaultValue: 0,
      admin: leitura,
    },
    CAMPO_ANEXOS_DO_CASO,
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
