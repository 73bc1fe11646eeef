import { escolha } from '@/collections/campos'
import { declararGlobal } from '@/collections/colecao'
import { NATUREZAS_MANIFESTACAO, REGRAS_POR_NATUREZA_PADRAO } from '@/domain/ouvidoria/manifestacao'
import { RETENCAO_ATENDIMENTO } from '@/domain/retencao-atendimento'
import { COLECOES_COM_NIVEL_DE_SERVICO, NIVEIS_DE_SERVICO_PADRAO } from '@/domain/submissao/caso'

const CONTAGEM = escolha('contagem', 'Contagem', [
  { label: 'Dias corridos', value: 'corridos' },
  { label: 'Dias úteis', value: 'uteis' },
])

/** Each row names a different item (`chave`): 'Cada … pode aparecer uma vez só.' */
const umaVezCada = (chave: string, mensagem: string) => (linhas: unknown) => {
  const valores = (Array.isArray(linhas) ? linhas : []).map((l) => (l as Record<string, unknown>)[chave])
  return new Set(valores).size === valores.length || mensagem
}

/**
 * The customer-service team's rules (issue 20): where ombudsman messages are
 * e-mailed, the answer deadline of each nature (prazo.ts's laws by default),
 * the agency's extra days off, and how long each channel keeps what citizens
 * sent (domain/retencao-atendimento.ts, enforced by the purge job).
 */
export const ConfiguracoesAtendimento = declararGlobal('configuracoes-atendimento', {
  label: 'Prazos e retenção do atendimento',
  admin: { group: 'Atendimento', description: 'Prazos de resposta da Ouvidoria, prazo de atendimento de cada canal e por quanto tempo cada canal guarda os dados dos cidadãos.' },
  // The deadlines are public text (ombudsman page, FAQ, Carta de Serviços): kept pages are rendered again.
  mostradaNoSite: true,
  fields: [
    {
      name: 'emailOuvidoria',
      label: 'E-mail da equipe da Ouvidoria',
      type: 'email',
      admin: { description: 'Recebe cada nova manifestação e é o "Responder para" da resposta ao cidadão. Vazio: o e-mail de contato das configurações do site.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'emailAtendimento',
          label: 'E-mail do atendimento (Fale Conosco e Protocolo Digital)',
          type: 'email',
          admin: { description: 'O "Responder para" das respostas enviadas da retaguarda. Vazio: o e-mail de contato das configurações do site.' },
        },
        {
          name: 'emailComercial',
          label: 'E-mail da equipe comercial (solicitações de financiamento)',
          type: 'email',
          admin: { description: 'O "Responder para" das respostas enviadas da retaguarda. Vazio: o e-mail de contato das configurações do site.' },
        },
      ],
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
            CONTAGEM,
            { name: 'diasProrrogacao', label: 'Prorrogação (dias)', type: 'number', required: true, min: 0, max: 365 },
          ],
        },
      ],
      validate: umaVezCada('natureza', 'Cada natureza pode aparecer uma vez só.'),
      defaultValue: NATUREZAS_MANIFESTACAO.map((n) => {
        const r = REGRAS_POR_NATUREZA_PADRAO[n]
        return { natureza: n, dias: r.dias, contagem: r.uteis ? 'uteis' : 'corridos', diasProrrogacao: r.diasProrrogacao }
      }),
    },
    {
      name: 'prazosDosCasos',
      label: 'Prazo de atendimento por canal',
      labels: { singular: 'Prazo', plural: 'Prazos' },
      type: 'array',
      maxRows: COLECOES_COM_NIVEL_DE_SERVICO.length,
      admin: {
        description:
          'O prazo de cada caso novo, contado a partir do dia seguinte ao recebimento; se cair num dia sem expediente, passa ao próximo dia útil. Canal sem linha aqui: o padrão (Simulações 2 dias úteis; Solicitações e Fale Conosco 5; Protocolo Digital e Cadastros 10). A Ouvidoria segue os prazos legais acima.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'colecao',
              label: 'Canal',
              type: 'select',
              required: true,
              options: COLECOES_COM_NIVEL_DE_SERVICO.map((c) => ({ label: NIVEIS_DE_SERVICO_PADRAO[c].rotulo, value: c })),
            },
            { name: 'dias', label: 'Dias', type: 'number', required: true, min: 1, max: 365 },
            CONTAGEM,
          ],
        },
      ],
      validate: umaVezCada('colecao', 'Cada canal pode aparecer uma vez só.'),
      defaultValue: COLECOES_COM_NIVEL_DE_SERVICO.map((c) => {
        const n = NIVEIS_DE_SERVICO_PADRAO[c]
        return { colecao: c, dias: n.dias, contagem: n.uteis ? 'uteis' : 'corridos' }
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
})
