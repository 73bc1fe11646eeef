import { declararGlobal } from '@/collections/colecao'

/** The executive board's pay table of /remuneracao (spec 2 §2, §9); the page computes the totals. */
export const Remuneracao = declararGlobal('remuneracao', {
  label: 'Remuneração da diretoria',
  admin: { group: 'Conteúdo', description: 'Valores mensais por pessoa. Os totais da página são calculados.' },
  mostradaNoSite: true,
  fields: [
    { name: 'referencia', label: 'Referência (ex.: novembro de 2026)', type: 'text', maxLength: 60 },
    {
      name: 'cargos',
      label: 'Cargos',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      fields: [
        { name: 'cargo', label: 'Cargo', type: 'text', required: true, maxLength: 100 },
        { name: 'quantidade', label: 'Quantidade de pessoas', type: 'number', required: true, min: 1, max: 50, defaultValue: 1 },
        { name: 'honorarios', label: 'Honorários (R$ por pessoa)', type: 'number', required: true, min: 0 },
        { name: 'verbaRepresentacao', label: 'Verba de representação (R$ por pessoa)', type: 'number', required: true, min: 0 },
      ],
    },
  ],
})
