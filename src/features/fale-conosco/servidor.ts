import 'server-only'

import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { linhasParaEmail } from '@/domain/formulario/catalogo'
import { catalogoDe } from '@/domain/submissao/definicao'
import { emailDeContato } from '@/dados/configuracoes'
import { registrarSubmissao } from '@/dados/submissoes'
import { formularioComNumero } from '@/dados/formularios/com-numero'
import { reciboDaSubmissao } from '@/server/adaptadores/email/recibo'

import { esquemaPedidoFaleConosco, type PedidoFaleConosco } from './schema'

const COLECAO = MENSAGEM_CONTATO.slug
const CATALOGO = catalogoDe(MENSAGEM_CONTATO)

/** The team's e-mail: every field under the form's own labels (the catalogue), then where to find it. */
function texto(p: PedidoFaleConosco, numero: string): string {
  return [
    'Nova mensagem pelo Fale Conosco do site.',
    '',
    ...linhasParaEmail(CATALOGO, p),
    '',
    `Mensagem ${numero} no back-office (Atendimento › Mensagens do Fale Conosco).`,
  ].join('\n')
}

/**
 * Stores the message for the customer-service team and queues, in the same
 * transaction, the e-mail to the site's contact address (site settings,
 * `emailContato`: the address the footer shows is the one that receives it),
 * answerable straight to the visitor. Settings never saved yet have no address:
 * the default one (domain/configuracoes) receives it then, rather than the message being lost.
 */
async function registrar({ dados: p, chave }: { dados: PedidoFaleConosco; chave: string }) {
  const emailContato = await emailDeContato()
  const { registro } = await registrarSubmissao(COLECAO, chave, { ...p }, (r) => [
    {
      para: emailContato,
      responderPara: p.email,
      assunto: `Fale Conosco: ${p.nome}`,
      texto: texto(p, String(r.protocolo)),
      papel: 'ouvidoria',
      origem: `${COLECAO}:${r.id}`,
    },
    reciboDaSubmissao({ para: p.email, servico: MENSAGEM_CONTATO.rotulos.singular, numero: String(r.protocolo), papel: 'ouvidoria', origem: `${COLECAO}:${r.id}` }),
  ])
  return registro
}

/**
 * POST /fas/formularioFaleConoscoCadastro (spec 3 §7): the legacy call,
 * form-urlencoded, answering the legacy page (red h4 or id="sucesso"); the
 * site's page posts JSON to /fas/formularioFaleConoscoCadastro/json and reads
 * `{id, message}`. Both share the idempotency of the collection, so a message
 * sent twice, by either, is stored once.
 */
export const { html: definicaoFaleConosco, json: definicaoFaleConoscoJson } = formularioComNumero({
  nome: 'formularioFaleConoscoCadastro',
  esquema: esquemaPedidoFaleConosco,
  colecao: COLECAO,
  rotuloDoNumero: 'Número para acompanhamento',
  registrar,
})
