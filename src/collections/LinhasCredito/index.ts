import type { Field } from 'payload'

import { erroDeCampos } from '@/collections/erro-de-campo'

import { OBJETIVOS, SEGMENTOS } from '@/domain/simulacao'

import { escolha } from '../campos'
import { declararColecao, GRUPO_DA_EQUIPE } from '../colecao'

type Extremo = 'mínimo' | 'máximo'

/** The ranges a line accepts: each a minimum and a maximum side by side, the maximum never below the minimum (checked on save). */
const FAIXAS = [
  { nome: 'faturamento', rotulo: (e: Extremo) => `Faturamento anual ${e} (R$)` },
  { nome: 'valor', rotulo: (e: Extremo) => `Valor ${e} financiado (R$)` },
] as const

function camposDaFaixa({ nome, rotulo }: (typeof FAIXAS)[number]): Field {
  return {
    type: 'row',
    fields: [
      { name: `${nome}Minimo`, label: rotulo('mínimo'), type: 'number', required: true, min: 0 },
      { name: `${nome}Maximo`, label: rotulo('máximo'), type: 'number', required: true, min: 0 },
    ],
  }
}

/**
 * Credit lines the simulator chooses from (the eligible line with the lowest
 * rate wins). Kept by the commercial team. Not readable through the API, but a
 * product's page shows its lines' example (CET): a change drops the kept pages.
 */
export const LinhasCredito = declararColecao('linhas-credito', {
  labels: { singular: 'Linha de crédito', plural: 'Linhas de crédito' },
  admin: {
    useAsTitle: 'produto',
    defaultColumns: ['produto', 'taxaMensal', 'prazoMeses', 'carenciaMeses', 'sistema', 'ativa'],
    // Kept by the commercial team (its row of the matrix): in its section.
    group: GRUPO_DA_EQUIPE.comercial,
    description: 'O simulador da página inicial escolhe, entre as linhas ativas em que o pedido se encaixa, a de menor taxa.',
  },
  mostradaNoSite: true,
  defaultSort: 'produto',
  fields: [
    { name: 'produto', label: 'Produto (nome mostrado na simulação)', type: 'text', required: true, maxLength: 150 },
    {
      // The product page that shows this line's CET example (issue 32); a page without a line shows none.
      name: 'paginaDoProduto',
      label: 'Página do produto',
      type: 'relationship',
      relationTo: 'produtos',
      admin: { description: 'A página deste produto mostra um exemplo do custo efetivo total (CET) calculado com esta linha: valor mínimo, prazo, tarifas e IOF.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'segmentos', label: 'Segmentos', type: 'select', hasMany: true, required: true, options: SEGMENTOS.map((s) => ({ value: s, label: s })) },
        { name: 'objetivos', label: 'Objetivos', type: 'select', hasMany: true, required: true, options: OBJETIVOS.map((s) => ({ value: s, label: s })) },
      ],
    },
    ...FAIXAS.map(camposDaFaixa),
    {
      type: 'row',
      fields: [
        { name: 'taxaMensal', label: 'Taxa (% a.m.)', type: 'number', required: true, min: 0, max: 20, admin: { step: 0.01 } },
        { name: 'prazoMeses', label: 'Prazo total (meses, com a carência)', type: 'number', required: true, min: 1, max: 360 },
        { name: 'carenciaMeses', label: 'Carência (meses)', type: 'number', required: true, min: 0, max: 120 },
      ],
    },
    {
      type: 'row',
      fields: [
        escolha('sistema', 'Sistema de amortização', [
          { value: 'SAC', label: 'SAC (amortização constante)' },
          { value: 'PRICE', label: 'Price (prestação constante)' },
        ]),
        escolha('jurosNaCarencia', 'Juros na carência', [
          { value: 'pagos', label: 'Pagos mensalmente' },
          { value: 'capitalizados', label: 'Capitalizados (somados ao saldo)' },
        ]),
      ],
    },
    {
      // Upfront fees withheld on release: they enter the CET (Res. CMN 4.881/2020) the simulation shows.
      name: 'tarifas',
      label: 'Tarifas cobradas na liberação',
      labels: { singular: 'Tarifa', plural: 'Tarifas' },
      type: 'array',
      admin: { description: 'Entram no custo efetivo total (CET) mostrado na simulação. Sem linhas: nenhuma tarifa.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'nome', label: 'Tarifa', type: 'text', required: true, maxLength: 100 },
            escolha('tipo', 'Cobrança', [
              { value: 'valor', label: 'Valor fixo (R$)' },
              { value: 'percentual', label: 'Percentual do valor financiado (%)' },
            ]),
            { name: 'valor', label: 'Valor (R$ ou %)', type: 'number', required: true, min: 0, admin: { step: 0.01 } },
          ],
        },
      ],
    },
    { name: 'ativa', label: 'Ativa', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
  hooks: {
    beforeValidate: [
      ({ data, req }) => {
        // Ranges must make sense; Payload shows the message on the form.
        if (!data) return data
        const erros: { path: string; message: string }[] = []
        const par = (min: unknown, max: unknown, campo: string) => {
          if (typeof min === 'number' && typeof max === 'number' && min > max) erros.push({ path: campo, message: 'O máximo não pode ser menor que o mínimo.' })
        }
        for (const { nome } of FAIXAS) par(data[`${nome}Minimo`], data[`${nome}Maximo`], `${nome}Maximo`)
        if (typeof data.carenciaMeses === 'number' && typeof data.prazoMeses === 'number' && data.carenciaMeses >= data.prazoMeses)
          erros.push({ path: 'carenciaMeses', message: 'A carência deve ser menor que o prazo total.' })
        if (erros.length) throw erroDeCampos(req, 'linhas-credito', erros)
        return data
      },
    ],
  },
})
