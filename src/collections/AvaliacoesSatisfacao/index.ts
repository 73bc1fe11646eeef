import { MAXIMO_COMENTARIO } from '@/domain/satisfacao'

import { declararColecao, GRUPO_DA_EQUIPE } from '../colecao'

const leitura = { readOnly: true }

/**
 * Satisfaction ratings (Lei 13.460/2017 art. 23; issue 32): one per answered or closed
 * case (`caso`, unique: the one-time link), written only by the survey's route. It keeps
 * the service and the month, not who rated; the ombudsman team reads the comments.
 */
export const AvaliacoesSatisfacao = declararColecao('avaliacoes-satisfacao', {
  labels: { singular: 'Avaliação de satisfação', plural: 'Avaliações de satisfação' },
  interfaceName: 'AvaliacaoSatisfacao',
  admin: { group: GRUPO_DA_EQUIPE.ouvidoria, useAsTitle: 'servico', defaultColumns: ['servico', 'mes', 'nota', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    // 'colecao:id' of the case: a second use of its link finds it.
    { name: 'caso', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'servico', label: 'Serviço', type: 'text', required: true, index: true, admin: leitura },
    { name: 'mes', label: 'Mês (AAAA-MM)', type: 'text', required: true, index: true, admin: leitura },
    { name: 'nota', label: 'Nota (1 a 5)', type: 'number', required: true, min: 1, max: 5, admin: leitura },
    { name: 'comentario', label: 'Comentário', type: 'textarea', maxLength: MAXIMO_COMENTARIO, admin: leitura },
  ],
})
