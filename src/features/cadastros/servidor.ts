import 'server-only'

import { linhasParaEmail } from '@/domain/formulario/catalogo'
import { SUCESSO_DO_ENVIO } from '@/domain/submissao/definicao'
import { CADASTRO_FUNDOS } from '@/domain/cadastro/submissao'
import { emailDeContato } from '@/dados/configuracoes'
import { registrarSubmissao, type Registro } from '@/dados/submissoes'
import type { DefinicaoDeFormulario } from '@/dados/formularios/rota'
import { tokenDoPdf, VALIDADE_LINK_MS } from '@/server/servicos/cadastros/link-pdf'
import { reciboDaSubmissao } from '@/server/adaptadores/email/recibo'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { CAMPOS_PJ } from '@/domain/cadastro/campos-pj'
import { formatarCampo } from './formatar-campo'
import { nomeDoPdf, pdfDoCadastro } from './pdf'
import { TITULOS } from './titulos'
import { esquemaUploadNeutro, type CadastroRecebido } from './schema'

/** Where the applicant downloads the PDF: the route checks the token (server/servicos/cadastros/link-pdf.ts). */
export const ROTA_PDF = '/formulario/pdf'

/**
 * The answer to the applicant: the contract's message, and the link to the PDF
 * to sign, valid for a short time; the link is the capability (only whoever
 * sent the form receives it). A repeat of the same submission gets a new link.
 */
function resposta(r: Registro) {
  const agora = Date.now()
  return { id: r.id, protocolo: r.protocolo, message: SUCESSO_DO_ENVIO, pdf: `${ROTA_PDF}?t=${tokenDoPdf(r.id, agora)}`, pdfExpiraEm: new Date(agora + VALIDADE_LINK_MS).toISOString() }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** Who the registration is about, for the back-office list. */
function resumo(c: CadastroRecebido) {
  return c.tipoFormulario === 'fisica'
    ? { nome: str(c.nomeCompletoBeneficiario), documento: str(c.cpfBeneficiario), email: str(c.emailContatoBeneficiario), papel: str(c.papel) }
    : { nome: str(c.razaoSocial), documento: str(c.cnpjEntidade), email: str(c.emailContato), papel: '' }
}

/** The e-mail's lines: every visible field by tab, with the catalogue's labels; money in reais. */
function texto(c: CadastroRecebido, numero: string): string {
  const catalogo = c.tipoFormulario === 'fisica' ? CAMPOS_PF : CAMPOS_PJ
  const linhas = linhasParaEmail(catalogo, c, formatarCampo)
  return [
    `Novo ${TITULOS[c.tipoFormulario]} enviado pelo site.`,
    '',
    ...linhas,
    '',
    `Em anexo, o PDF do formulário e das declarações, como o declarante o recebeu para assinar.`,
    `Cadastro ${numero} no back-office (Cadastros › ${CADASTRO_FUNDOS.rotulos.plural}).`,
  ].join('\n')
}

/**
 * Stores a registration for the registration team and queues, in the same
 * transaction, the e-mail to the agency's contact address (site settings,
 * 'E-mail de contato'; the default one while the settings were never saved):
 * the address never comes from the request. The e-mail carries the PDF (the
 * spec's enviarEmailComAnexo), made before the transaction opens so the
 * database is not held while it renders.
 */
async function registrar({ dados, chave }: { dados: CadastroRecebido; chave: string }) {
  const para = await emailDeContato()
  const pdf = await pdfDoCadastro(dados, new Date())
  const r = resumo(dados)
  const { slug, equipe } = CADASTRO_FUNDOS
  const { registro } = await registrarSubmissao(slug, chave, { tipoFormulario: dados.tipoFormulario, ...r, dados }, (reg) => [
    {
      para,
      responderPara: r.email,
      assunto: `${CADASTRO_FUNDOS.rotulos.singular} (${dados.tipoFormulario === 'fisica' ? 'pessoa física' : 'pessoa jurídica'}): ${r.nome}`,
      texto: texto(dados, String(reg.protocolo)),
      papel: equipe,
      origem: `${slug}:${reg.id}`,
      anexos: [{ nome: nomeDoPdf(dados.tipoFormulario), tipo: 'application/pdf', conteudo: pdf }],
    },
    // The registration names two addresses at most (the form's contact); without one, no receipt.
    ...(r.email ? [reciboDaSubmissao({ para: r.email, servico: `${CADASTRO_FUNDOS.servico} (${dados.tipoFormulario === 'fisica' ? 'pessoa física' : 'pessoa jurídica'})`, numero: String(reg.protocolo), papel: equipe, origem: `${slug}:${reg.id}` })] : []),
  ])
  return resposta(registro)
}

/** POST /site-api/formulario/uploadNeutro (spec 3 §7): both registration forms, told apart by tipoFormulario. */
export const definicaoUploadNeutro: DefinicaoDeFormulario<typeof esquemaUploadNeutro> = {
  nome: 'uploadNeutro',
  esquema: esquemaUploadNeutro,
  captcha: false,
  resposta: 'json',
  // Some 150 text fields: a few KB; 64 KB would do, 128 KB leaves room for long names and a legacy client's extras.
  limiteBytes: 128 * 1024,
  idempotencia: {
    colecao: CADASTRO_FUNDOS.slug,
    repetida: resposta,
  },
  registrar,
}
