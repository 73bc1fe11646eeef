import { CODIGOS_FUNDOS } from '@/domain/fundos'

import { declararColecao } from '../colecao'
import { camposDoTexto, gerarCorpo } from '../Noticias/hooks/corpo'

/** The state funds' pages (spec 2 §2, State funds), kept by the content team. */
export const Fundos = declararColecao('fundos', {
  labels: { singular: 'Fundo estadual', plural: 'Fundos estaduais' },
  admin: { useAsTitle: 'titulo', defaultColumns: ['codigo', 'titulo', 'ordem', 'updatedAt'], group: 'Conteúdo' },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarCorpo] },
  defaultSort: 'ordem',
  fields: [
    {
      name: 'codigo',
      label: 'Fundo',
      type: 'select',
      required: true,
      unique: true,
      options: CODIGOS_FUNDOS.map((c) => ({ value: c, label: c })),
      admin: { description: 'A página fica em /fundos-estatais/ seguido do código em minúsculas.' },
    },
    { name: 'titulo', label: 'Nome completo', type: 'text', required: true, maxLength: 200 },
    { name: 'resumo', label: 'Resumo (cartão da lista)', type: 'textarea', required: true, maxLength: 300 },
    ...camposDoTexto('Descrição'),
    {
      name: 'linkExterno',
      label: 'Página externa do fundo',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Quando preenchida, a página mostra o botão para a página externa (abre em nova aba).' },
    },
    {
      name: 'botoes',
      label: 'Botões',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'rotulo', label: 'Texto do botão', type: 'text', required: true, maxLength: 80 },
        { name: 'href', label: 'Endereço (caminho do site ou https://…)', type: 'text', required: true, maxLength: 500 },
      ],
    },
    { name: 'ordem', label: 'Ordem', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
