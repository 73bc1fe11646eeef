import type { GlobalConfig } from 'payload'

import { acessoDoGlobal } from '@/access/matriz'
import { NATUREZAS_MANIFESTACAO, REGRAS_POR_NATUREZA_PADRAO } from '@/domain/ouvidoria/manifestacao'
import { RETENCAO_ATENDIMENTO } from '@/domain/retencao-atendimento'
import { invalidarPaginasAoMudarGlobal } from '@/server/invalidacao/hooks'

/**
 * The customer-service team's rules (issue 20): where ombudsman messages are
 * e-mailed, the answer deadline of each nature (prazo.ts's laws by default),
 * the agency's extra days off, and how long each channel keeps what citizens
 * sent (domain/retencao-atendimento.ts, enforced by the purge job).
 */
export const ConfiguracoesAtendimento: GlobalConfig = {
  slug: 'configuracoes-atendimento',
  label: 'Prazos e retenção do atendimento',
  admin: { group: 'Atendimento', description: 'Prazos de resposta da Ouvidoria e por quanto tempo cada canal guarda os dados dos cidadãos.' },
  access: acessoDoGlobal('configuracoes-atendimento'),
  // The deadlines are public text (ombudsman page, FAQ, Carta de Serviços): kept pages are rendered again.
  hooks: { afterChange: [invalidarPaginasAoMudarGlobal] },
  fields: [
    {
      name: 'emailOuvidoria',
      label: 'E-mail da equipe da Ouvidoria',
      type: 'email',
      admin: { description: 'Recebe cada nova manifestação. Vazio: o e-mail de contato das configurações do site.' },
    },
    {
      name: 'prazos',
      label: 'Prazo de resposta por natureza',
      labels: { singular: 'Prazo', plural: 'Prazos' },
      type: 'array',
      maxRows: NATUREZAS_MANIFESTACAO.length,
      admin: {
        description:
          'Natureza sem linha aqui: Reclamação 10 dias úteis (Resolução CMN 4.860/2020), as demais 30 dias corridos (Lei 13.460/2017), cada uma prorrogável uma vez por igual período. O dia do recebimento não conta.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'natureza', label: 'Natureza', type: 'select', required: true, options: NATUREZAS_MANIFESTACAO.map((n) => ({ label: n, value: n })) },
            { name: 'dias', label: 'Dias', type: 'number', required: true, min: 1, max: 365 },
            {
              name: 'contagem',
              label: 'Contagem',
              type: 'select',
              required: true,
              defaultValue: 'corridos',
              options: [
                { label: 'Dias corridos', value: 'corridos' },
                { label: 'Dias úteis', value: 'uteis' },
              ],
            },
            { name: 'diasProrrogacao', label: 'Prorrogação (dias)', type: 'number', required: true, min: 0, max: 365 },
          ],
        },
      ],
      validate: (linhas: unknown) => {
        const naturezas = (Array.isArray(linhas) ? linhas : []).map((l) => (l as { natureza?: string }).natureza)
        return new Set(naturezas).size === naturezas.length || 'Cada natureza pode aparecer uma vez só.'
      },
      defaultValue: NATUREZAS_MANIFESTACAO.map((n) => {
        const r = REGRAS_POR_NATUREZA_PADRAO[n]
        return { natureza: n, dias: r.dias, contagem: r.uteis ? 'uteis' : 'corridos', diasProrrogacao: r.diasProrrogacao }
      }),
    },
    {
      name: 'feriadosExtras',
      label: 'Outros dias sem expediente',
      labels: { singular: 'Dia', plural: 'Dias' },
      type: 'array',
      admin: { description: 'Além dos fins de semana, feriados nacionais, Sexta-feira Santa e 20 de setembro: Carnaval, feriados municipais, recessos.' },
      fields: [{ name: 'data', label: 'Data', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } }],
    },
    {
      name: 'retencao',
      label: 'Retenção dos dados (meses após a última movimentação)',
      type: 'group',
      admin: { description: 'Passado o prazo, a rotina diária apaga o registro, os anexos e os e-mails dele.' },
      fields: RETENCAO_ATENDIMENTO.map((r) => ({
        name: r.campo,
        label: r.rotulo,
        type: 'number' as const,
        required: true,
        min: 1,
        max: 600,
        defaultValue: r.mesesPadrao,
        ...('descricao' in r ? { admin: { description: r.descricao } } : {}),
      })),
    },
  ],
}
