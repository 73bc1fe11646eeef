import { esquemaPedidoSolicitacao } from '@/features/solicitacao/schema'
import { rotaLegada } from '@/server/contrato/rota-legada'
import { MENSAGEM_CAPTCHA_AUSENTE, MENSAGEM_CAPTCHA_INVALIDO, verificarCaptcha } from '@/server/dados/captchas'
import { salvarSolicitacao } from '@/server/dados/solicitacoes'
import { chaveDeIdempotencia, submissaoRegistrada } from '@/server/dados/submissoes'

const recusa = (status: number, campo: string, mensagem: string) => Response.json({ message: mensagem, erros: [{ campo, mensagem }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /fas-service/rest/solicitacaoFinanciamento/saveSolicitacao (spec 1 §7):
 * the product page's financing request. Same schema as the modal; the captcha
 * is verified here; the request and the e-mail to the product's contact are
 * committed together; a repeated submission is stored once and answered the same.
 */
export const POST = rotaLegada({
  nome: 'saveSolicitacao',
  corpo: esquemaPedidoSolicitacao,
  executar: async ({ corpo, req }) => {
    // The captcha changes on every try; the submission is what the visitor wrote.
    const { nome, cpfCnpj, municipio, telefone, email, valor, motivo, produto, captcha } = corpo
    const conteudo = { produto: produto.id, nome, cpfCnpj, municipio, telefone, email, valor, motivo }
    const chave = chaveDeIdempotencia('solicitacoes-financiamento', req, conteudo)
    const anterior = await submissaoRegistrada('solicitacoes-financiamento', chave)
    if (anterior) return { id: anterior.id, message: 'Solicitação enviada com sucesso!' }

    const verificacao = await verificarCaptcha(captcha)
    if (verificacao === 'ausente') return recusa(400, 'captcha', MENSAGEM_CAPTCHA_AUSENTE)
    if (verificacao === 'invalido') return recusa(400, 'captcha', MENSAGEM_CAPTCHA_INVALIDO)

    const r = await salvarSolicitacao(corpo, chave)
    if (!r.ok) return recusa(r.status, r.campo, r.mensagem)
    return { id: r.id, message: 'Solicitação enviada com sucesso!' }
  },
})
