/**
 * The individual registration form's catalogue (spec 3 §2 "Individual form
 * tabs", §3 "Individual form payload"): four tabs, the beneficiary, the spouse
 * (hidden, and its fields cleared, when the marital status implies no spouse),
 * contact and addresses, declarations. The rules are in regras-pf.ts.
 */
import { catalogo, type DefinicaoCampo, type Predicado } from '@/domain/formulario/catalogo'

import {
  camposEndereco,
  camposPessoa,
  LIMITE_TELEFONE,
  LIMITE_TEXTO,
  nomesEndereco,
  NAO_EMPREGADOR,
  OPCOES_EMPREGADOR,
  temConjuge,
  texto,
} from './comum'

export const ABAS_PF = {
  beneficiario: 'dadospessoaisbeneficiario',
  conjuge: 'dadospessoaisconjuge',
  contato: 'dadoscontatoendereco',
  declaracoes: 'declaracaoautorizacao',
} as const

export const PAPEIS = ['TOMADOR', 'FIADOR/AVALISTA'] as const

export const ENDERECO_RESIDENCIAL = nomesEndereco('Residencial')
export const ENDERECO_COMERCIAL = nomesEndereco('Comercial')
export const ENDERECO_CORRESPONDENCIA_PF = nomesEndereco('Correspondencia')

/** No spouse (status not chosen yet, or single, widowed…): regime and spouse fields cleared, spouse tab hidden. */
export const semConjugePf: Predicado = (v) => !temConjuge(texto(v, 'estadoCivilBeneficiario'))
const naoEmpregador =
  (s: string): Predicado =>
  (v) =>
    texto(v, `situacaoEmpregador${s}`) !== 'SOU EMPREGADOR'

function empregador(s: string, aba: string, inativa?: Predicado): DefinicaoCampo[] {
  const semCei: Predicado = (v) => naoEmpregador(s)(v) || (inativa?.(v) ?? false)
  const extra = inativa ? { desabilitado: inativa, limparQuando: inativa } : {}
  return [
    { ...extra, aba, nome: `situacaoEmpregador${s}`, rotulo: 'A Situação de Empregador', widget: 'radio', opcoes: OPCOES_EMPREGADOR, obrigatorio: !inativa },
    { aba, nome: `numeroCEI${s}`, rotulo: 'Número C.E.I.', dica: `Só para quem é empregador (diferente de "${NAO_EMPREGADOR}").`, widget: 'texto', inputMode: 'numeric', maxLength: 20, desabilitado: semCei, limparQuando: semCei },
  ]
}

const comercialIgual: Predicado = (v) => v.enderecoComercialDiferente !== true
const correspondenciaIgual: Predicado = (v) => v.enderecoCorrespondenciaDiferente !== true

export const CAMPOS_PF = catalogo({
  abas: [
    { id: ABAS_PF.beneficiario, rotulo: 'Dados pessoais do beneficiário' },
    { id: ABAS_PF.conjuge, rotulo: 'Dados pessoais do cônjuge', oculta: semConjugePf },
    { id: ABAS_PF.contato, rotulo: 'Contato e endereço' },
    { id: ABAS_PF.declaracoes, rotulo: 'Autorizações e declarações' },
  ],
  campos: [
    {
      aba: ABAS_PF.beneficiario,
      nome: 'papel',
      rotulo: 'Declarante',
      dica: 'Quem assina: o tomador do financiamento ou o fiador/avalista.',
      widget: 'radio',
      opcoes: [
        { valor: 'TOMADOR', rotulo: 'Tomador (beneficiário)' },
        { valor: 'FIADOR/AVALISTA', rotulo: 'Fiador/avalista' },
      ],
      obrigatorio: true,
      inteiro: true,
    },
    ...camposPessoa('Beneficiario', ABAS_PF.beneficiario),
    { aba: ABAS_PF.beneficiario, nome: 'estadoCivilBeneficiario', rotulo: 'Estado Civil', widget: 'selecao', fonte: 'estadoCivil', obrigatorio: true },
    { aba: ABAS_PF.beneficiario, nome: 'regimeBensBeneficiario', rotulo: 'Regime de Bens', widget: 'selecao', fonte: 'regimeCasamento', obrigatorio: true, desabilitado: semConjugePf, limparQuando: semConjugePf },
    ...empregador('Beneficiario', ABAS_PF.beneficiario),
    { aba: ABAS_PF.beneficiario, nome: 'rendaAnualBeneficiario', rotulo: 'Renda Anual (R$)', widget: 'dinheiro', obrigatorio: true },
    { aba: ABAS_PF.beneficiario, nome: 'dataBaseBeneficiario', rotulo: 'Data Base', dica: 'O ano da renda informada.', widget: 'selecao', fonte: 'dataBase', obrigatorio: true },
    { aba: ABAS_PF.beneficiario, nome: 'bancoBeneficiario', rotulo: 'Banco', widget: 'selecao', fonte: 'banco', inteiro: true },
    { aba: ABAS_PF.beneficiario, nome: 'agenciaBeneficiario', rotulo: 'Agência', widget: 'texto', inputMode: 'numeric', maxLength: 10 },
    { aba: ABAS_PF.beneficiario, nome: 'numeroContaCorrenteBeneficiario', rotulo: 'Conta Corrente nº', widget: 'texto', maxLength: 20 },

    ...camposPessoa('Conjuge', ABAS_PF.conjuge, { inativa: semConjugePf }),
    ...empregador('Conjuge', ABAS_PF.conjuge, semConjugePf),
    { aba: ABAS_PF.conjuge, nome: 'emailContatoConjuge', rotulo: 'E-mail do cônjuge', widget: 'texto', inputMode: 'email', maxLength: LIMITE_TEXTO, desabilitado: semConjugePf, limparQuando: semConjugePf },
    { aba: ABAS_PF.conjuge, nome: 'telefoneContatoFormatadoConjuge', rotulo: 'Telefone do cônjuge', widget: 'mascarado', mascara: 'telefoneEspacado', inputMode: 'tel', maxLength: LIMITE_TELEFONE, desabilitado: semConjugePf, limparQuando: semConjugePf },

    { aba: ABAS_PF.contato, nome: 'emailContatoBeneficiario', rotulo: 'E-mail pessoal', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: LIMITE_TEXTO, obrigatorio: true },
    { aba: ABAS_PF.contato, nome: 'telefoneContatoFormatadoBeneficiario', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefoneEspacado', inputMode: 'tel', autoComplete: 'tel', maxLength: LIMITE_TELEFONE, obrigatorio: true },
    ...camposEndereco(ENDERECO_RESIDENCIAL, ABAS_PF.contato, { obrigatorio: true }),
    { aba: ABAS_PF.contato, nome: 'enderecoComercialDiferente', rotulo: 'Endereço comercial diferente do residencial', widget: 'caixa', inteiro: true },
    ...camposEndereco(ENDERECO_COMERCIAL, ABAS_PF.contato, { obrigatorio: false, oculto: comercialIgual }),
    { aba: ABAS_PF.contato, nome: 'enderecoCorrespondenciaDiferente', rotulo: 'Endereço de correspondência diferente do residencial', widget: 'caixa', inteiro: true },
    ...camposEndereco(ENDERECO_CORRESPONDENCIA_PF, ABAS_PF.contato, { obrigatorio: false, oculto: correspondenciaIgual }),
  ],
})
