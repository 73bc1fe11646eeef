import type { CollectionConfig } from 'payload'

import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'

import { colecaoDaDefinicao } from '../submissao'

const leitura = { readOnly: true }

/**
 * Financing requests sent from a product page's modal (spec 1 §2.6, §3 Financing
 * request). The visitor's fields come from its definition
 * (domain/solicitacao/submissao.ts); the collection adds the product asked for.
 */
export const SolicitacoesFinanciamento: CollectionConfig = colecaoDaDefinicao(SOLICITACAO_FINANCIAMENTO, {
  antes: [
    // Empty for the built-in innovation products (ids 1 and 2 of /inovacao exist only in code): the title says which.
    { name: 'produto', label: 'Produto', type: 'relationship', relationTo: 'produtos', admin: leitura },
    { name: 'produtoTitulo', label: 'Produto (como o visitante viu)', type: 'text', admin: leitura },
  ],
  colunasDepois: ['produto', 'produtoTitulo'],
  respostas: { equipe: 'comercial', nome: 'sua solicitação de financiamento' },
})
