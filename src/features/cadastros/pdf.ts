import 'server-only'

import { renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'

import { FUSO_DO_SITE } from '@/domain/datas'
import { secoesDoFormulario, type Valores } from '@/domain/formulario/catalogo'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { CAMPOS_PJ } from '@/domain/cadastro/campos-pj'
import { declaracoesDoCadastro, INSTRUCAO_ASSINATURA_PDF } from './declaracoes-texto'
import { formatarCampo } from './formatar-campo'
import { PdfCadastro } from './PdfCadastro'
import { TITULOS, type TipoCadastro } from './titulos'

/** The file's name: the form, never the applicant's name or document (it shows in download lists and mail clients). */
export const nomeDoPdf = (tipo: TipoCadastro) => `cadastro-fundos-estaduais-${tipo === 'fisica' ? 'pessoa-fisica' : 'pessoa-juridica'}.pdf`


/**
 * The PDF of a registration as sent (its `dados`) on the day it was sent: the
 * same document for the applicant's download, the team's e-mail and the
 * back-office.
 */
export async function pdfDoCadastro(dados: Valores & { tipoFormulario: TipoCadastro }, enviadoEm: Date): Promise<Buffer> {
  const catalogo = dados.tipoFormulario === 'fisica' ? CAMPOS_PF : CAMPOS_PJ
  const props = {
    titulo: TITULOS[dados.tipoFormulario],
    enviadoEm: new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, dateStyle: 'short', timeStyle: 'short' }).format(enviadoEm),
    data: new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, day: 'numeric', month: 'long', year: 'numeric' }).format(enviadoEm),
    secoes: secoesDoFormulario(catalogo, dados, formatarCampo),
    declaracoes: declaracoesDoCadastro(dados),
    instrucao: INSTRUCAO_ASSINATURA_PDF,
  }
  return renderToBuffer(createElement(PdfCadastro, props) as Parameters<typeof renderToBuffer>[0])
}
