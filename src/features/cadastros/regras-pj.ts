/**
 * The legal-entity form's rules (spec 3 §4, §5), on values already passed
 * through `aplicarRegras`: every error at once, in the page's order.
 */
import { aplicarRegras, ordenarErros, type Valores } from '@/domain/formulario/catalogo'
import { problemaConstituicao } from '@/domain/formulario/datas'
import type { ErroDeCampo } from '@/domain/formulario/erros'
import { cnpjValido } from '@/domain/validacao'

import { CAMPOS_PJ, ENDERECO_CORRESPONDENCIA_PJ, ENDERECO_ENTIDADE, ENDERECO_REPRESENTANTE, semConjugeRepresentante } from '@/domain/cadastro/campos-pj'
import { conferirOpcoes, conferirTamanhos, Erros, MENSAGENS, SIM, texto, validarEmail, validarEndereco, validarPessoa, validarTelefone } from '@/domain/cadastro/comum'
import { validarDataBase, validarValor } from './regras-pf'

export const MENSAGEM_RECEITA = 'Receita Anual (R$) deve ser um valor positivo.'

export function errosCadastroPj(entrada: Valores, hoje: Date): ErroDeCampo[] {
  const v = aplicarRegras(CAMPOS_PJ, entrada)
  const e = new Erros()
  e.exigir(v, 'razaoSocial', 'Razão Social')
  if (e.exigir(v, 'cnpjEntidade', 'CNPJ', MENSAGENS.cnpjObrigatorio) && !cnpjValido(texto(v, 'cnpjEntidade'))) e.add('cnpjEntidade', MENSAGENS.cnpjInvalido)
  e.exigir(v, 'naturezaJuridica', 'Natureza Jurídica')
  e.exigir(v, 'ramoAtividadePrincipal', 'Atividade Principal')
  if (e.exigir(v, 'dataConstituicao', 'Data de Constituição')) e.add('dataConstituicao', problemaConstituicao(texto(v, 'dataConstituicao'), hoje))
  validarValor(v, 'receitaAnual', 'Receita Anual (R$)', MENSAGEM_RECEITA, e)
  validarDataBase(v, 'dataBase', hoje, e)
  if (e.exigir(v, 'parteRelacionadaEntidade', 'Parte Relacionada') && texto(v, 'parteRelacionadaEntidade') === SIM)
    e.exigir(v, 'opcaoParteRelacionadaEntidade', '', MENSAGENS.enquadramentoParteRelacionada)

  validarPessoa(v, 'RepresentanteLegal', e, hoje)
  e.exigir(v, 'estadoCivilRepresentanteLegal', 'Estado Civil')
  if (!semConjugeRepresentante(v)) e.exigir(v, 'regimeBensRepresentanteLegal', 'Regime de Bens')
  validarEmail(v, 'emailRepresentanteLegal', e, true)
  validarTelefone(v, 'telefoneRepresentanteLegalFormatado', e, true)
  validarEndereco(v, ENDERECO_REPRESENTANTE, e, true)

  validarEndereco(v, ENDERECO_ENTIDADE, e, true)
  validarEndereco(v, ENDERECO_CORRESPONDENCIA_PJ, e, v.enderecoCorrespondenciaDiferente === true)
  validarTelefone(v, 'telefoneContatoPrincipalFormatado', e, true, 'Telefone do contato principal')
  validarTelefone(v, 'telefoneContatoSecundarioFormatado', e, true, 'Telefone do contato secundário')
  validarEmail(v, 'emailContato', e, true, 'E-mail pessoal principal')
  conferirTamanhos(CAMPOS_PJ.campos, v, e)
  conferirOpcoes(CAMPOS_PJ.campos, v, e)
  return ordenarErros(CAMPOS_PJ, e.lista)
}
