import type { CollectionConfig } from 'payload'

import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'

import { colecaoDaDefinicao } from '../submissao'

/**
 * Messages sent through the Fale Conosco form (spec 3 §3 Contact form, §7): the
 * customer-service team answers them by e-mail. Everything of it comes from its
 * definition (domain/fale-conosco/submissao.ts).
 */
export const MensagensContato: CollectionConfig = colecaoDaDefinicao(MENSAGEM_CONTATO, {
  respostas: { equipe: 'atendimento', nome: 'sua mensagem ao Fale Conosco' },
})
