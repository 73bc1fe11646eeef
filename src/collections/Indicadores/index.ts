import { INDICADORES } from '@/domain/indicadores'

import { declararColecao } from '../colecao'

/**
 * The economic indicators' latest values (spec 1 §3, Indicator), refreshed from
 * the Central Bank's SGS by the `atualizarIndicadores` job. Staff choose each
 * indicator's SGS series; the values come from the job.
 */
export const Indicadores = declararColecao('indicadores', {
  labels: { singular: 'Indicador', plural: 'Indicadores econômicos' },
  interfaceName: 'Indicador',
  admin: {
    useAsTitle: 'chave',
    defaultColumns: ['chave', 'serieSgs', 'valor', 'data', 'atualizadoEm', 'demonstracao'],
    group: 'Conteúdo',
    description: 'Valores atualizados automaticamente do Banco Central (SGS). Aqui se escolhe a série de cada indicador.',
  },
  mostradaNoSite: true,
  defaultSort: 'chave',
  fields: [
    {
      name: 'chave',
      label: 'Indicador',
      type: 'select',
      required: true,
      unique: true,
      options: INDICADORES.map((i) => ({ value: i.chave, label: `${i.rotulo} (${i.chave})` })),
    },
    {
      name: 'serieSgs',
      label: 'Série SGS do Banco Central',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'Código da série no SGS (https://www3.bcb.gov.br/sgspub). Ex.: 432 = Meta Selic.' },
    },
    { name: 'valor', label: 'Valor', type: 'number', admin: { readOnly: true } },
    {
      name: 'data',
      label: 'Data de referência',
      type: 'text',
      admin: { readOnly: true, description: 'Dia do valor (aaaa-mm-dd), como o Banco Central publica.' },
    },
    {
      name: 'historico',
      label: 'Valores recentes',
      type: 'json',
      // Shown as a table (JsonLegivel, given to every JSON field by payload.config.ts).
      admin: { readOnly: true, description: 'Últimas observações da série, para o gráfico da página de indicadores.' },
    },
    { name: 'atualizadoEm', label: 'Atualizado do Banco Central em', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'demonstracao',
      label: 'Valor de demonstração',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'Marcado nos valores de exemplo até a primeira atualização do Banco Central.' },
    },
    {
      name: 'ultimaFalha',
      label: 'Última falha de atualização',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Quando o Banco Central não responde, o último valor bom é mantido.' },
    },
  ],
})
