import { describe, expect, it } from 'vitest'

import { aplicarRegras, campoVisivel, valoresCopiados } from '@/domain/formulario/catalogo'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { CAMPOS_PJ } from '@/domain/cadastro/campos-pj'
import { empresa, solteira } from './exemplos'
import { criarEsquemaUploadNeutro } from './schema'

const agora = () => new Date('2026-11-24T18:00:00Z')
const upload = criarEsquemaUploadNeutro(agora)

/** The payload's names as spec 3 §3 lists them. */
const PESSOA = ['nomeCompleto', 'dataNascimento', 'cpf', 'sexo', 'profissao', 'tipoDocumento', 'tipoDocumentoSigla', 'numeroDocumento', 'orgaoEmissor', 'dataEmissao', 'nomeMae', 'nomePai', 'nacionalidade', 'naturalidade', 'uf', 'pep', 'pepFamiliar', 'pepEnquadramento', 'parteRelacionada', 'opcaoParteRelacionada', 'situacaoEmpregador', 'numeroCEI', 'emailContato', 'dddTelefoneContato', 'telefoneContato', 'telefoneContatoFormatado']
const ENDERECO = ['prefixo', 'logradouro', 'complemento', 'bairro', 'cep', 'numero', 'semNumero', 'uf', 'cidade']
const PF = [
  'papel',
  'tipoFormulario',
  ...['Beneficiario', 'Conjuge'].flatMap((s) => PESSOA.map((c) => c + s)),
  ...['estadoCivil', 'regimeBens', 'rendaAnual', 'dataBase', 'banco', 'agencia', 'numeroContaCorrente'].map((c) => `${c}Beneficiario`),
  ...['Residencial', 'Comercial', 'Correspondencia'].flatMap((s) => ENDERECO.map((c) => c + s)),
]
const REPRESENTANTE = ['nomeCompleto', 'dataNascimento', 'cpf', 'sexo', 'profissao', 'tipoDocumento', 'tipoDocumentoSigla', 'numeroDocumento', 'orgaoEmissor', 'dataEmissao', 'nacionalidade', 'uf', 'naturalidade', 'nomeMae', 'nomePai', 'estadoCivil', 'regimeBens', 'cep', 'prefixo', 'logradouro', 'numero', 'semNumero', 'complemento', 'bairro', 'cidade', 'pep', 'pepFamiliar', 'pepEnquadramento', 'parteRelacionada', 'opcaoParteRelacionada']
const PJ = [
  'tipoFormulario',
  'razaoSocial', 'cnpjEntidade', 'naturezaJuridica', 'ramoAtividadePrincipal', 'dataConstituicao', 'receitaAnual', 'dataBase', 'parteRelacionadaEntidade', 'opcaoParteRelacionadaEntidade',
  ...REPRESENTANTE.map((c) => `${c}RepresentanteLegal`),
  'ufRepresentanteLegalEndereco', 'dddTelefoneRepresentanteLegal', 'telefoneRepresentanteLegal', 'telefoneRepresentanteLegalFormatado', 'emailRepresentanteLegal',
  'banco', 'agencia', 'numeroContaCorrente',
  ...['Entidade', 'Correspondencia'].flatMap((s) => ENDERECO.map((c) => c + s)),
  'telefoneContatoPrincipal', 'dddTelefoneContatoPrincipal', 'telefoneContatoPrincipalFormatado', 'contatoPrincipal',
  'telefoneContatoSecundario', 'dddTelefoneContatoSecundario', 'telefoneContatoSecundarioFormatado', 'contatoSecundario', 'emailContato',
]

describe('catálogos dos cadastros: todo campo do payload da spec 3 §3', () => {
  it('pessoa física: o payload aceito traz cada campo', () => {
    const r = upload.safeParse({ ...solteira, tipoFormulario: 'fisica' })
    expect(PF.filter((c) => !(r.data && c in r.data))).toEqual([])
  })
  it('pessoa jurídica: o payload aceito traz cada campo', () => {
    const r = upload.safeParse({ ...empresa, tipoFormulario: 'juridica' })
    expect(PJ.filter((c) => !(r.data && c in r.data))).toEqual([])
  })
  it('abas com as chaves da spec; a do cônjuge some sem cônjuge', () => {
    expect(CAMPOS_PF.abas?.map((a) => a.id)).toEqual(['dadospessoaisbeneficiario', 'dadospessoaisconjuge', 'dadoscontatoendereco', 'declaracaoautorizacao'])
    expect(CAMPOS_PJ.abas?.map((a) => a.id)).toEqual(['dadosentidadedadosrepresentantelegal', 'dadosentidadebancarioenderecocontato', 'declaracaoautorizacao'])
    const nome = CAMPOS_PF.campos.find((d) => d.nome === 'nomeCompletoConjuge')!
    expect(campoVisivel(CAMPOS_PF, nome, { estadoCivilBeneficiario: 'DESQUITADA' })).toBe(false)
    expect(campoVisivel(CAMPOS_PF, nome, { estadoCivilBeneficiario: 'UNIÃO ESTÁVEL' })).toBe(true)
  })
  it('estado e predicados: desabilita o que limpa', () => {
    const regime = CAMPOS_PF.campos.find((d) => d.nome === 'regimeBensBeneficiario')!
    expect(regime.desabilitado?.({ estadoCivilBeneficiario: 'SOLTEIRO' })).toBe(true)
    expect(regime.desabilitado?.({ estadoCivilBeneficiario: 'CASADA' })).toBe(false)
    const naturalidade = CAMPOS_PJ.campos.find((d) => d.nome === 'naturalidadeRepresentanteLegal')!
    expect(naturalidade.desabilitado?.({ nacionalidadeRepresentanteLegal: 'ARGENTINA' })).toBe(true)
    expect(naturalidade.desabilitado?.({ nacionalidadeRepresentanteLegal: 'BRASIL' })).toBe(false)
  })
  it('pessoa jurídica: correspondência não marcada é limpa; representante estrangeiro sem UF de nascimento', () => {
    const v = aplicarRegras(CAMPOS_PJ, { ...empresa, cepCorrespondencia: '90010-000', nacionalidadeRepresentanteLegal: 'ARGENTINA' })
    expect(v.cepCorrespondencia).toBe('')
    expect([v.ufRepresentanteLegal, v.naturalidadeRepresentanteLegal, v.ufRepresentanteLegalEndereco]).toEqual(['', '', 'SC'])
  })
  it('pessoa jurídica: o que o representante já respondeu é oferecido, não pedido de novo (WCAG 2.2, 3.3.7)', () => {
    const copia = (nome: string) => CAMPOS_PJ.campos.find((d) => d.nome === nome)!.copiarDe!
    // The entity's address: every part of the representative's, the UF from ufRepresentanteLegalEndereco (not the UF of birth).
    const representante = { ...empresa, cepRepresentanteLegal: '88010-001', numeroRepresentanteLegal: '', semNumeroRepresentanteLegal: true, complementoRepresentanteLegal: 'sala 2' }
    expect(valoresCopiados(copia('cepEntidade'), representante)).toEqual({
      cepEntidade: '88010-001',
      prefixoEntidade: 'RUA',
      logradouroEntidade: 'SETE DE SETEMBRO',
      numeroEntidade: '',
      semNumeroEntidade: true,
      complementoEntidade: 'sala 2',
      bairroEntidade: 'CENTRO HISTÓRICO',
      ufEntidade: 'SC',
      cidadeEntidade: 'PORTO ALEGRE',
    })
    // The main contact: the representative's name, phone and e-mail.
    expect(valoresCopiados(copia('contatoPrincipal'), empresa)).toEqual({
      contatoPrincipal: 'Pessoa RepresentanteLegal da Silva',
      telefoneContatoPrincipalFormatado: '(51) 3210-9876',
      emailContato: 'joao@exemplo.com.br',
    })
    // Nothing typed yet: nothing to offer.
    expect(valoresCopiados(copia('cepEntidade'), {})).toBeNull()
    expect(valoresCopiados(copia('contatoPrincipal'), { contatoPrincipal: 'Ana' })).toBeNull()
  })
})
