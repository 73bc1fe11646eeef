import 'server-only'

import { z } from '@/domain/zod'

import { PERFIS } from '@/domain/perfil'
import { PRODUTOS_EMBUTIDOS_INOVACAO } from '@/domain/produto'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'
import { formatarReais } from '@/domain/validacao'
import { payloadClient } from '@/dados/payload'
import { registrarSubmissao, type Registro } from '@/dados/submissoes'
import { ambienteDoEmail } from '@/server/adaptadores/email/ambiente'
import { reciboDaSubmissao } from '@/server/adaptadores/email/recibo'
import { ErroDeFormulario } from '@/server/plataforma/erros-de-formulario'
import type { DefinicaoDeFormulario } from '@/dados/formularios/rota'

import { esquemaPedidoSolicitacao, type PedidoSolicitacao } from './schema'

export const SEM_EMAIL = 'O produto não possui email de contato configurado'
export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado'
export const SUCESSO = 'Solicitação enviada com sucesso!'

/** The product a request is for, as the server resolves it: never the address the request carries. */
interface ProdutoResolvido {
  /** The products row; null for a built-in innovation product (it exists only in code). */
  id: number | null
  titulo: string
  emailContato: string | null
}

/** The audience the visitor saw the product under: it tells innovation 1 and 2 (built in) from company 1 and 2. */
const perfilDoPedido = z.object({ perfil: z.enum(PERFIS).optional() }).loose()

/**
 * Finds the product the visitor saw. Innovation 1 and 2 are built into the pages
 * (docs/decisions/0003) and share their ids with company products: a request
 * that says `perfil: 'INV'` reaches the built-in one, whose requests go to the
 * commercial team (EMAIL_COMERCIAL). A request for a product of another audience
 * than the one it names is refused, so it is never filed under a product the
 * visitor did not see; without a perfil (a legacy client) the id alone decides.
 */
async function resolverProduto(p: PedidoSolicitacao): Promise<ProdutoResolvido> {
  const perfil = perfilDoPedido.safeParse(p.produto).data?.perfil
  const payload = await payloadClient()
  const produto = await payload
    .findByID({ collection: 'produtos', id: p.produto.id, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (produto && (!perfil || produto.perfil === perfil)) return { id: produto.id, titulo: produto.titulo, emailContato: produto.emailContato ?? null }
  const embutido = perfil === 'INV' ? PRODUTOS_EMBUTIDOS_INOVACAO.find((e) => e.id === p.produto.id) : undefined
  if (embutido) return { id: null, titulo: embutido.titulo, emailContato: ambienteDoEmail.atual().EMAIL_COMERCIAL }
  throw new ErroDeFormulario(404, 'produto', PRODUTO_NAO_ENCONTRADO)
}

function texto(p: PedidoSolicitacao, titulo: string, numero: string): string {
  return [
    `Nova solicitação de financiamento pelo site para ${titulo}.`,
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
    `Solicitação ${numero} no back-office (Financiamento › Solicitações de financiamento).`,
  ].join('\n')
}

/**
 * Stores a financing request for the commercial team and queues, in the same
 * transaction, the e-mail to the product's contact address. The address comes
 * from the product in the database (or the settings, for a built-in product),
 * never from the request, so the call cannot send mail anywhere else.
 */
async function registrar({ dados: p, chave }: { dados: PedidoSolicitacao; chave: string }) {
  const produto = await resolverProduto(p)
  if (!produto.emailContato) throw new ErroDeFormulario(400, 'produto', SEM_EMAIL)
  const para = produto.emailContato
  const { registro } = await registrarSubmissao(
    'solicitacoes-financiamento',
    chave,
    { produto: produto.id, produtoTitulo: produto.titulo, nome: p.nome, cpfCnpj: p.cpfCnpj, municipio: p.municipio, telefone: p.telefone, email: p.email, valor: p.valor, motivo: p.motivo },
    (r) => [
      {
        para,
        responderPara: p.email,
        assunto: `Solicitação de financiamento: ${produto.titulo}`,
        texto: texto(p, produto.titulo, String(r.protocolo)),
        papel: 'comercial',
        origem: `solicitacoes-financiamento:${r.id}`,
      },
      reciboDaSubmissao({ para: p.email, servico: `${SOLICITACAO_FINANCIAMENTO.rotulos.singular} (${produto.titulo})`, numero: String(r.protocolo), papel: 'comercial', origem: `solicitacoes-financiamento:${r.id}` }),
    ],
  )
  return resposta(registro)
}

/** The contract's answer, with the number the citizen follows the request up by (issue 32). */
const resposta = (r: Registro) => ({ id: r.id, protocolo: r.protocolo, message: SUCESSO })

/** POST /fas-service/rest/solicitacaoFinanciamento/saveSolicitacao (spec 1 §7): the product page's financing request. */
export const definicaoSolicitacao: DefinicaoDeFormulario<typeof esquemaPedidoSolicitacao> = {
  nome: 'saveSolicitacao',
  esquema: esquemaPedidoSolicitacao,
  captcha: true,
  resposta: 'json',
  idempotencia: {
    colecao: 'solicitacoes-financiamento',
    // The captcha changes on every try, the product object's extras are the client's: the submission is what the visitor wrote.
    conteudo: ({ produto, nome, cpfCnpj, municipio, telefone, email, valor, motivo }) => ({
      produto: produto.id,
      perfil: perfilDoPedido.safeParse(produto).data?.perfil,
      nome,
      cpfCnpj,
      municipio,
      telefone,
      email,
      valor,
      motivo,
    }),
    repetida: resposta,
  },
  registrar,
}
