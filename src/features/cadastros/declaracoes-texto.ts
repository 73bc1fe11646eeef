/**
 * The declarations' text (spec 3 §2: the authorisations with place, date and
 * signature lines, and annexes I–IV for the individual form, the eSocial
 * annex I for the legal entity), written once for the page and for the PDF
 * the applicant signs. Which annexes and signatures a PDF carries depends on
 * the answers (a single beneficiary has no spouse to sign; the non-employer
 * declaration is for those who do not employ).
 */
import type { Valores } from '@/domain/formulario/catalogo'

import { temConjuge, texto } from '@/domain/cadastro/comum'

/** Who signs a line: the role shown under it, and the name and document when the form is filled. */
export interface Signatario {
  papel: string
  nome?: string
  documento?: string
}

export interface BlocoDeclaracao {
  titulo: string
  paragrafos: string[]
  assinaturas: Signatario[]
}

const AUTORIZACOES = [
  'Autorizo o BADESUL Desenvolvimento S.A. – Agência de Fomento/RS, na qualidade de agente financeiro dos Fundos Estaduais (FEAPER), a consultar e registrar informações no Sistema de Informações de Crédito do Banco Central (SCR), nos serviços de proteção ao crédito e nos cadastros públicos, para a análise e o acompanhamento das operações de crédito.',
  'Declaro que as informações prestadas neste cadastro são verdadeiras e completas, que estou ciente de que a falsidade delas constitui crime (art. 299 do Código Penal) e que comunicarei ao BADESUL qualquer alteração. Declaro ainda que os recursos envolvidos não têm origem em atividades ilícitas (Lei nº 9.613/1998).',
  'Declaro estar ciente de que, sendo pessoa exposta politicamente, familiar ou estreito colaborador de pessoa exposta politicamente, ou parte relacionada ao BADESUL, devo informá-lo neste cadastro, e que o BADESUL poderá solicitar documentos que comprovem as informações prestadas.',
]

const NAO_EMPREGADOR = [
  'Declaro, para os devidos fins, que não sou empregador de pessoa física, nem possuo empregados com registro em minha atividade rural ou urbana, não estando obrigado, por isso, ao envio de informações ao eSocial (Sistema de Escrituração Digital das Obrigações Fiscais, Previdenciárias e Trabalhistas).',
  'Comprometo-me a comunicar ao BADESUL, no prazo de 30 dias, a contratação de qualquer empregado durante a vigência do financiamento.',
]

const esocial = (quem: string) => [
  `Declaro, para fins de cumprimento das obrigações do eSocial (Decreto nº 8.373/2014), que ${quem} está em situação regular quanto às obrigações trabalhistas, previdenciárias e fiscais relativas aos trabalhadores que contrata, inclusive quanto ao envio das informações ao eSocial, e que a situação de empregador informada neste cadastro corresponde à verdade.`,
  'Comprometo-me a apresentar ao BADESUL, quando solicitado, os comprovantes dessa regularidade.',
]

/** Where the signed document goes: the digital protocol channel (or the agency's offices). */
const ENTREGA = 'Entregue o documento assinado ao BADESUL pelo Protocolo Digital (Atendimento ao cliente › Protocolo Digital) ou na agência.'

/** What the page says about the PDF (spec 3 §1: the form must be dated and signed; digital signatures under ICP-Brasil). */
export const INSTRUCAO_ASSINATURA = `Depois de enviar, baixe o PDF com o formulário preenchido e estas declarações: ele deve ser assinado por quem declara, com certificado digital ICP-Brasil ou com a assinatura eletrônica do gov.br (ou impresso, datado e assinado à mão). Entram no PDF os anexos que se aplicam às suas respostas. ${ENTREGA}`

/** The same, at the top of the PDF. */
export const INSTRUCAO_ASSINATURA_PDF = `Este documento deve ser datado e assinado por quem declara, com certificado digital ICP-Brasil ou com a assinatura eletrônica do gov.br (ou impresso e assinado à mão). ${ENTREGA}`

const TOMADOR_OU_FIADOR = 'Beneficiário (tomador) ou fiador/avalista'
const CONJUGE = 'Cônjuge'
const REPRESENTANTE = 'Representante legal'

/** Every block of the individual form, as the page shows them (all annexes; the PDF keeps those that apply). */
export const DECLARACOES_PF: readonly BlocoDeclaracao[] = [
  { titulo: 'Autorizações e declarações', paragrafos: AUTORIZACOES, assinaturas: [{ papel: TOMADOR_OU_FIADOR }, { papel: CONJUGE }] },
  { titulo: 'Anexo I – Declaração de não empregador (beneficiário)', paragrafos: NAO_EMPREGADOR, assinaturas: [{ papel: TOMADOR_OU_FIADOR }] },
  { titulo: 'Anexo II – Declaração de não empregador (cônjuge)', paragrafos: NAO_EMPREGADOR, assinaturas: [{ papel: CONJUGE }] },
  { titulo: 'Anexo III – Declaração eSocial (beneficiário)', paragrafos: esocial('o declarante'), assinaturas: [{ papel: TOMADOR_OU_FIADOR }] },
  { titulo: 'Anexo IV – Declaração eSocial (cônjuge)', paragrafos: esocial('o cônjuge declarante'), assinaturas: [{ papel: CONJUGE }] },
]

/** The legal entity's blocks. */
export const DECLARACOES_PJ: readonly BlocoDeclaracao[] = [
  { titulo: 'Autorizações e declarações', paragrafos: AUTORIZACOES, assinaturas: [{ papel: REPRESENTANTE }] },
  { titulo: 'Anexo I – Declaração eSocial', paragrafos: esocial('a entidade'), assinaturas: [{ papel: REPRESENTANTE }] },
]

const naoEmprega = (v: Valores, s: string) => texto(v, `situacaoEmpregador${s}`) !== 'SOU EMPREGADOR'

/**
 * The blocks of a filled form's PDF, with the signers' names: the spouse signs
 * only when there is one; annexes I/II for who does not employ, III/IV for who does.
 */
export function declaracoesDoCadastro(v: Valores): BlocoDeclaracao[] {
  if (v.tipoFormulario === 'juridica') {
    const rep: Signatario = { papel: `${REPRESENTANTE} de ${texto(v, 'razaoSocial')}`, nome: texto(v, 'nomeCompletoRepresentanteLegal'), documento: texto(v, 'cpfRepresentanteLegal') }
    return DECLARACOES_PJ.map((b) => ({ ...b, assinaturas: [rep] }))
  }
  const papel = texto(v, 'papel') === 'FIADOR/AVALISTA' ? 'Fiador/avalista' : 'Beneficiário (tomador)'
  const declarante: Signatario = { papel, nome: texto(v, 'nomeCompletoBeneficiario'), documento: texto(v, 'cpfBeneficiario') }
  const casado = temConjuge(texto(v, 'estadoCivilBeneficiario'))
  const conjuge: Signatario = { papel: CONJUGE, nome: texto(v, 'nomeCompletoConjuge'), documento: texto(v, 'cpfConjuge') }
  const [autorizacoes, anexoI, anexoII, anexoIII, anexoIV] = DECLARACOES_PF as [BlocoDeclaracao, BlocoDeclaracao, BlocoDeclaracao, BlocoDeclaracao, BlocoDeclaracao]
  const blocos: BlocoDeclaracao[] = [{ ...autorizacoes, assinaturas: casado ? [declarante, conjuge] : [declarante] }]
  blocos.push({ ...(naoEmprega(v, 'Beneficiario') ? anexoI : anexoIII), assinaturas: [declarante] })
  if (casado) blocos.push({ ...(naoEmprega(v, 'Conjuge') ? anexoII : anexoIV), assinaturas: [conjuge] })
  return blocos
}
