import type { CollectionBeforeChangeHook } from 'payload'

import { CANAIS } from '@/domain/atendimento'

import { declararColecao } from '../colecao'
import { camposDoTexto, gerarCorpoDasLinhas } from '../Noticias/hooks/corpo'

const corpoDasSecoes = gerarCorpoDasLinhas('secoes')
const corpoDasPerguntas = gerarCorpoDasLinhas('perguntas')
const gerarCorpos: CollectionBeforeChangeHook = (args) => {
  // Both write into `args.data` in place.
  void corpoDasSecoes(args)
  void corpoDasPerguntas(args)
  return args.data as Record<string, unknown>
}

/**
 * The texts of the customer-service channels (/atendimento-ao-cliente/{slug},
 * spec 3 §2): an introduction in titled sections for each channel, and the FAQ's
 * questions. The phone, hours and the data officer come from the site settings,
 * so staff write them once; the forms are code, placed after the text.
 */
export const CanaisAtendimento = declararColecao('canais-atendimento', {
  labels: { singular: 'Canal de atendimento', plural: 'Canais de atendimento' },
  interfaceName: 'CanalAtendimentoDoc',
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['canal', 'titulo', 'updatedAt'],
    group: 'Conteúdo',
    description: 'Textos das páginas de Atendimento ao Cliente. Telefone, horário e encarregado de dados vêm das Configurações do site. Escreva {{prazos-ouvidoria}} onde o texto deve dizer os prazos da Ouvidoria: a página mostra os de Atendimento › Prazos e retenção.',
  },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarCorpos] },
  fields: [
    {
      name: 'canal',
      label: 'Canal',
      type: 'select',
      required: true,
      unique: true,
      options: CANAIS.map((c) => ({ value: c.slug, label: `${c.nome} (/atendimento-ao-cliente/${c.slug})` })),
    },
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 120 },
    { name: 'resumo', label: 'Resumo (descrição para buscadores)', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'secoes',
      label: 'Texto da página',
      type: 'array',
      fields: [
        { name: 'titulo', label: 'Subtítulo (vazio: sem subtítulo)', type: 'text', maxLength: 200 },
        ...camposDoTexto('Texto'),
      ],
    },
    {
      name: 'perguntas',
      label: 'Perguntas frequentes',
      type: 'array',
      admin: { condition: (d) => d?.canal === 'perguntas' },
      fields: [
        { name: 'pergunta', label: 'Pergunta', type: 'text', required: true, maxLength: 200 },
        ...camposDoTexto('Resposta'),
      ],
    },
  ],
})
