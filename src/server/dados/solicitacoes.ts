import 'server-only'

import { formatarReais } from '@/domain/validacao'
import type { PedidoSolicitacao } from '@/features/solicitacao/schema'

import { registrarSubmissao } from './submissoes'
import { payloadClient } from './payload'

export type ResultadoSolicitacao = { ok: true; id: number | string } | { ok: false; status: 400 | 404; campo: string; mensagem: string }

export const SEM_EMAIL = 'O produto não possui email de contato configurado'

/**
 * Stores a financing request for the commercial team and queues, in the same
 * transaction, the e-mail to the product's contact address. The address comes
 * from the product in the database, never from the request, so the call cannot
 * send mail anywhere else.
 */
export async function salvarSolicitacao(p: PedidoSolicitacao, chave: string): Promise<ResultadoSolicitacao> {
  const payload = await payloadClient()
  const produto = await payload
    .findByID({ collection: 'produtos', id: p.produto.id, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!produto) return { ok: false, status: 404, campo: 'produto', mensagem: 'Produto não encontrado' }
  if (!produto.emailContato) return { ok: false, status: 400, campo: 'produto', mensagem: SEM_EMAIL }

  const { registro } = await registrarSubmissao(
    'solicitacoes-financiamento',
    chave,
    { produto: produto.id, nome: p.nome, cpfCnpj: p.cpfCnpj, municipio: p.municipio, telefone: p.telefone, email: p.email, valor: p.valor, motivo: p.motivo },
    (r) => [
      {
        para: produto.emailContato!,
        responderPara: p.email,
        assunto: `Solicitação de financiamento: ${produto.titulo}`,
        texto: [
          `Nova solicitação de financiamento pelo site para ${produto.titulo}.`,
          '',
          `Nome: ${p.nome}`,
          `CPF/CNPJ: ${p.cpfCnpj}`,
          `Município: ${p.municipio}`,
          `Telefone: ${p.telefone}`,
          `E-mail: ${p.email}`,
          `Valor: ${formatarReais(p.valor)}`,
          '',
          'Motivo:',
          p.motivo,
          '',
          `Solicitação nº ${r.id} no back-office (Financiamento › Solicitações de financiamento).`,
        ].join('\n'),
        papel: 'comercial',
        origem: `solicitacoes-financiamento:${r.id}`,
      },
    ],
  )
  return { ok: true, id: registro.id }
}
