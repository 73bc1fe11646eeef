/**
 * The individual form's rules (spec 3 §4, §5), on values already passed
 * through `aplicarRegras` (cleared fields are empty): every error at once, in
 * the page's order.
 */
import { aplicarRegras, ordenarErros, type Valores } from '@/domain/formulario/catalogo'
import { opcoesDataBase } from '@/domain/formulario/datas'
import type { ErroDeCampo } from '@/domain/formulario/erros'

import { ENDERECO_COMERCIAL, ENDERECO_CORRESPONDENCIA_PF, ENDERECO_RESIDENCIAL, CAMPOS_PF, semConjugePf } from '@/domain/cadastro/campos-pf'
import {
  conferirOpcoes,
  conferirTamanhos,
  EMPREGADOR,
  enderecoIniciado,
  Erros,
  obrigatorio,
  texto,
  validarEmail,
  validarEndereco,
  validarPessoa,
  validarTelefone,
} from '@/domain/cadastro/comum'

export const MENSAGEM_DATA_BASE = 'Data Base: escolha um dos anos da lista.'
export const MENSAGEM_RENDA = 'Renda Anual (R$) deve ser um valor positivo.'

function empregador(v: Valores, s: string, e: Erros) {
  if (e.exigir(v, `situacaoEmpregador${s}`, 'A Situação de Empregador') && texto(v, `situacaoEmpregador${s}`) === EMPREGADOR)
    e.exigir(v, `numeroCEI${s}`, 'Número C.E.I.')
}

/** Money: required, a finite number above zero. */
export function validarValor(v: Valores, campo: string, rotulo: string, mensagem: string, e: Erros) {
  const x = v[campo]
  if (x === null || x === undefined || x === '') e.add(campo, obrigatorio(rotulo))
  else if (typeof x !== 'number' || !Number.isFinite(x) || x <= 0 || x > 1e13) e.add(campo, mensagem)
}

export function validarDataBase(v: Valores, campo: string, hoje: Date, e: Erros) {
  if (e.exigir(v, campo, 'Data Base') && !opcoesDataBase(hoje).includes(texto(v, campo))) e.add(campo, MENSAGEM_DATA_BASE)
}

export function errosCadastroPf(entrada: Valores, hoje: Date): ErroDeCampo[] {
  const v = aplicarRegras(CAMPOS_PF, entrada)
  const e = new Erros()
  e.exigir(v, 'papel', 'Declarante')
  validarPessoa(v, 'Beneficiario', e, hoje)
  e.exigir(v, 'estadoCivilBeneficiario', 'Estado Civil')
  if (!semConjugePf(v)) e.exigir(v, 'regimeBensBeneficiario', 'Regime de Bens')
  empregador(v, 'Beneficiario', e)
  validarValor(v, 'rendaAnualBeneficiario', 'Renda Anual (R$)', MENSAGEM_RENDA, e)
  validarDataBase(v, 'dataBaseBeneficiario', hoje, e)

  if (!semConjugePf(v)) {
    validarPessoa(v, 'Conjuge', e, hoje)
    empregador(v, 'Conjuge', e)
    validarEmail(v, 'emailContatoConjuge', e, false)
    validarTelefone(v, 'telefoneContatoFormatadoConjuge', e, false)
  }

  validarEmail(v, 'emailContatoBeneficiario', e, true, 'E-mail pessoal')
  validarTelefone(v, 'telefoneContatoFormatadoBeneficiario', e, true)
  validarEndereco(v, ENDERECO_RESIDENCIAL, e, true)
  // Optional addresses (spec 3 §5), but one begun is checked whole: a half address cannot be used.
  validarEndereco(v, ENDERECO_COMERCIAL, e, enderecoIniciado(v, ENDERECO_COMERCIAL))
  validarEndereco(v, ENDERECO_CORRESPONDENCIA_PF, e, enderecoIniciado(v, ENDERECO_CORRESPONDENCIA_PF))
  conferirTamanhos(CAMPOS_PF.campos, v, e)
  conferirOpcoes(CAMPOS_PF.campos, v, e)
  return ordenarErros(CAMPOS_PF, e.lista)
}
