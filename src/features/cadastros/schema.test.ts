import { describe, expect, it } from 'vitest'

import { aplicarRegras } from '@/domain/formulario/catalogo'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { casada, empresa, solteira } from './exemplos'
import { criarEsquemaPf, criarEsquemaPj, criarEsquemaUploadNeutro, MENSAGEM_TIPO_FORMULARIO } from './schema'

// Today is 24/11/2026 in Brazil (15:00 there).
const agora = () => new Date('2026-11-24T18:00:00Z')
const pf = criarEsquemaPf(agora)
const pj = criarEsquemaPj(agora)
const upload = criarEsquemaUploadNeutro(agora)

// Both forms' schemas have one type (fields built from a catalogue).
type Esquema = ReturnType<typeof criarEsquemaPf>
/** Every message, by field. */
function erros(esquema: Esquema, valores: Record<string, unknown>): Record<string, string> {
  const r = esquema.safeParse(valores)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('cadastro de pessoa física (spec 3 §4, §5)', () => {
  it('aceita uma beneficiária solteira e uma casada com cônjuge e PEP', () => {
    expect(erros(pf, solteira)).toEqual({})
    expect(erros(pf, casada)).toEqual({})
  })

  it('vazio: cada campo obrigatório com a sua mensagem, todas de uma vez', () => {
    const e = erros(pf, {})
    expect(e).toMatchObject({
      papel: 'Declarante é obrigatório.',
      nomeCompletoBeneficiario: 'Nome Completo é obrigatório.',
      cpfBeneficiario: 'CPF é obrigatório.',
      dataNascimentoBeneficiario: 'Data de Nascimento é obrigatório.',
      sexoBeneficiario: 'Sexo é obrigatório.',
      profissaoBeneficiario: 'Profissão é obrigatório.',
      tipoDocumentoBeneficiario: 'Tipo Documento Identificação é obrigatório.',
      numeroDocumentoBeneficiario: 'Doc. Identificação nº é obrigatório.',
      orgaoEmissorBeneficiario: 'Órgão Emissor é obrigatório.',
      dataEmissaoBeneficiario: 'Data de Emissão é obrigatório.',
      nomeMaeBeneficiario: 'Nome da Mãe é obrigatório.',
      nacionalidadeBeneficiario: 'Nacionalidade é obrigatório.',
      estadoCivilBeneficiario: 'Estado Civil é obrigatório.',
      rendaAnualBeneficiario: 'Renda Anual (R$) é obrigatório.',
      dataBaseBeneficiario: 'Data Base é obrigatório.',
      pepBeneficiario: 'Pessoa Exposta Politicamente - PEP é obrigatório.',
      pepFamiliarBeneficiario: 'Enquadra-se como Familiar de PEP é obrigatório.',
      parteRelacionadaBeneficiario: 'Parte Relacionada é obrigatório.',
      situacaoEmpregadorBeneficiario: 'A Situação de Empregador é obrigatório.',
      emailContatoBeneficiario: 'E-mail pessoal é obrigatório.',
      telefoneContatoFormatadoBeneficiario: 'Telefone é obrigatório.',
      prefixoResidencial: 'Prefixo é obrigatório.',
      logradouroResidencial: 'Logradouro é obrigatório.',
      numeroResidencial: 'Número é obrigatório.',
      bairroResidencial: 'Bairro é obrigatório.',
      cidadeResidencial: 'Cidade é obrigatório.',
      cepResidencial: 'CEP é obrigatório.',
      ufResidencial: 'UF é obrigatório.',
    })
    // No spouse chosen yet: nothing asked of the spouse; nationality unknown: UF and naturalidade not yet.
    expect(Object.keys(e).filter((c) => c.endsWith('Conjuge'))).toEqual([])
    expect(e.ufBeneficiario).toBeUndefined()
  })

  it('CPF: dígitos verificadores e dígitos repetidos', () => {
    expect(erros(pf, { ...solteira, cpfBeneficiario: '529.982.247-24' }).cpfBeneficiario).toBe('Por favor, insira um CPF válido.')
    expect(erros(pf, { ...solteira, cpfBeneficiario: '111.111.111-11' }).cpfBeneficiario).toBe('Por favor, insira um CPF válido.')
  })

  it('nascimento: idade de 15 a 150 anos, dia real', () => {
    const nasc = (d: string) => erros(pf, { ...solteira, dataNascimentoBeneficiario: d, dataEmissaoBeneficiario: '' }).dataNascimentoBeneficiario
    expect(nasc('24/11/2011')).toBeUndefined() // 15 today
    expect(nasc('25/11/2011')).toBe('A idade deve estar entre 15 e 150 anos.') // 15 tomorrow
    expect(nasc('25/11/2026')).toBe('A idade deve estar entre 15 e 150 anos.') // born tomorrow
    expect(nasc('24/11/1876')).toBeUndefined() // 150 today
    expect(nasc('24/11/1875')).toBe('A idade deve estar entre 15 e 150 anos.') // 151
  })

  it('emissão: não depois de hoje nem antes do nascimento; 31/02 não existe', () => {
    const em = (d: string) => erros(pf, { ...solteira, dataEmissaoBeneficiario: d }).dataEmissaoBeneficiario
    expect(em('24/11/2026')).toBeUndefined()
    expect(em('25/11/2026')).toBe('A data de emissão não pode ser posterior à data de hoje.')
    expect(em('14/03/1980')).toBe('A data de emissão não pode ser anterior à data de nascimento.')
    expect(em('15/03/1980')).toBeUndefined()
    expect(em('31/02/2010')).toBe('Data inválida.')
  })

  it('estado civil sem cônjuge: regime e cônjuge limpos e não exigidos; com cônjuge: exigidos', () => {
    const limpo = aplicarRegras(CAMPOS_PF, { ...casada, estadoCivilBeneficiario: 'VIÚVA' })
    expect(limpo.regimeBensBeneficiario).toBe('')
    expect(limpo.nomeCompletoConjuge).toBe('')
    expect(erros(pf, { ...solteira, regimeBensBeneficiario: '' })).toEqual({})
    const e = erros(pf, { ...solteira, estadoCivilBeneficiario: 'CASADO(A)' })
    expect(e.regimeBensBeneficiario).toBe('Regime de Bens é obrigatório.')
    expect(e.nomeCompletoConjuge).toBe('Nome Completo é obrigatório.')
    expect(e.cpfConjuge).toBe('CPF é obrigatório.')
    expect(e.situacaoEmpregadorConjuge).toBe('A Situação de Empregador é obrigatório.')
    // The spouse's phone and e-mail are optional, but checked when given.
    expect(e.telefoneContatoFormatadoConjuge).toBeUndefined()
    expect(erros(pf, { ...casada, emailContatoConjuge: 'joao@' }).emailContatoConjuge).toBe('Por favor, insira um e-mail válido.')
  })

  it('nacionalidade estrangeira limpa UF e naturalidade; brasileira os exige', () => {
    const limpo = aplicarRegras(CAMPOS_PF, { ...solteira, nacionalidadeBeneficiario: 'URUGUAI' })
    expect([limpo.ufBeneficiario, limpo.naturalidadeBeneficiario]).toEqual(['', ''])
    expect(erros(pf, { ...solteira, nacionalidadeBeneficiario: 'URUGUAI', ufBeneficiario: '', naturalidadeBeneficiario: '' })).toEqual({})
    expect(erros(pf, { ...solteira, ufBeneficiario: '', naturalidadeBeneficiario: '' })).toEqual({
      ufBeneficiario: 'UF é obrigatório.',
      naturalidadeBeneficiario: 'Naturalidade é obrigatório.',
    })
  })

  it('empregador exige o C.E.I.; não empregador o limpa', () => {
    expect(erros(pf, { ...solteira, situacaoEmpregadorBeneficiario: 'SOU EMPREGADOR' }).numeroCEIBeneficiario).toBe('Número C.E.I. é obrigatório.')
    expect(aplicarRegras(CAMPOS_PF, { ...solteira, numeroCEIBeneficiario: '999' }).numeroCEIBeneficiario).toBe('')
  })

  it('PEP ou familiar de PEP = SIM exige o enquadramento (um só ponto); parte relacionada = SIM exige o tipo', () => {
    expect(erros(pf, { ...solteira, pepFamiliarBeneficiario: 'SIM' }).pepEnquadramentoBeneficiario).toBe('Enquadramento de PEP é obrigatório.')
    expect(erros(pf, { ...solteira, pepBeneficiario: 'SIM' }).pepEnquadramentoBeneficiario).toBe('Enquadramento de PEP é obrigatório.')
    expect(erros(pf, { ...solteira, parteRelacionadaBeneficiario: 'SIM' }).opcaoParteRelacionadaBeneficiario).toBe('Enquadramento de Parte Relacionada é obrigatório.')
    // NAO hides and clears a framing sent anyway.
    expect(aplicarRegras(CAMPOS_PF, { ...solteira, pepEnquadramentoBeneficiario: 'X' }).pepEnquadramentoBeneficiario).toBe('')
  })

  it('sem número dispensa e limpa o número', () => {
    expect(erros(pf, { ...solteira, numeroResidencial: '', semNumeroResidencial: true })).toEqual({})
    expect(aplicarRegras(CAMPOS_PF, { ...solteira, semNumeroResidencial: true }).numeroResidencial).toBe('')
  })

  it('endereço comercial só quando diferente; começado, é conferido inteiro', () => {
    // Not ticked: what was typed is dropped.
    expect(erros(pf, { ...solteira, cepComercial: '123' })).toEqual({})
    const e = erros(pf, { ...solteira, enderecoComercialDiferente: true, cepComercial: '123' })
    expect(e.cepComercial).toBe('Por favor, insira um CEP válido.')
    expect(e.logradouroComercial).toBe('Logradouro é obrigatório.')
    expect(erros(pf, { ...solteira, enderecoComercialDiferente: true })).toEqual({})
  })

  it('telefone: 10 ou 11 dígitos, no máximo 15 caracteres; e-mail simples', () => {
    const tel = (t: string) => erros(pf, { ...solteira, telefoneContatoFormatadoBeneficiario: t }).telefoneContatoFormatadoBeneficiario
    expect(tel('(54) 3321-1234')).toBeUndefined()
    expect(tel('(54) 321-1234')).toBe('Número de telefone inválido.')
    expect(tel('(54) 99876-54321')).toBe('Número de telefone inválido.')
    expect(erros(pf, { ...solteira, emailContatoBeneficiario: 'maria@exemplo' }).emailContatoBeneficiario).toBe('Por favor, insira um e-mail válido.')
  })

  it('renda positiva; data base entre os 31/12 dos últimos 9 anos', () => {
    expect(erros(pf, { ...solteira, rendaAnualBeneficiario: -1 }).rendaAnualBeneficiario).toBe('Renda Anual (R$) deve ser um valor positivo.')
    expect(erros(pf, { ...solteira, dataBaseBeneficiario: '31/12/2017' })).toEqual({})
    expect(erros(pf, { ...solteira, dataBaseBeneficiario: '31/12/2016' }).dataBaseBeneficiario).toBe('Data Base: escolha um dos anos da lista.')
    expect(erros(pf, { ...solteira, dataBaseBeneficiario: '31/12/2026' }).dataBaseBeneficiario).toBe('Data Base: escolha um dos anos da lista.')
  })

  it('opções fixas: papel e sexo fora da lista são recusados', () => {
    expect(erros(pf, { ...solteira, papel: 'AVALISTA' }).papel).toBe('Declarante: opção inválida.')
    expect(erros(pf, { ...solteira, papel: 'FIADOR/AVALISTA' })).toEqual({})
  })
})

describe('cadastro de pessoa jurídica (spec 3 §4, §5)', () => {
  it('aceita uma entidade com CNPJ alfanumérico e representante divorciado', () => {
    expect(erros(pj, empresa)).toEqual({})
  })

  it('vazio: mensagens da entidade, do representante, dos endereços e dos contatos', () => {
    expect(erros(pj, {})).toMatchObject({
      razaoSocial: 'Razão Social é obrigatório.',
      cnpjEntidade: 'CNPJ é obrigatório.',
      naturezaJuridica: 'Natureza Jurídica é obrigatório.',
      ramoAtividadePrincipal: 'Atividade Principal é obrigatório.',
      dataConstituicao: 'Data de Constituição é obrigatório.',
      receitaAnual: 'Receita Anual (R$) é obrigatório.',
      parteRelacionadaEntidade: 'Parte Relacionada é obrigatório.',
      nomeCompletoRepresentanteLegal: 'Nome Completo é obrigatório.',
      emailRepresentanteLegal: 'E-mail é obrigatório.',
      telefoneRepresentanteLegalFormatado: 'Telefone é obrigatório.',
      ufRepresentanteLegalEndereco: 'UF é obrigatório.',
      cepEntidade: 'CEP é obrigatório.',
      telefoneContatoPrincipalFormatado: 'Telefone do contato principal é obrigatório.',
      telefoneContatoSecundarioFormatado: 'Telefone do contato secundário é obrigatório.',
      emailContato: 'E-mail pessoal principal é obrigatório.',
    })
  })

  it('CNPJ: dígito errado e caracteres repetidos recusados', () => {
    expect(erros(pj, { ...empresa, cnpjEntidade: '12.ABC.345/01DE-36' }).cnpjEntidade).toBe('Por favor, insira um CNPJ válido.')
    expect(erros(pj, { ...empresa, cnpjEntidade: '00.000.000/0000-00' }).cnpjEntidade).toBe('Por favor, insira um CNPJ válido.')
    expect(erros(pj, { ...empresa, cnpjEntidade: '11.222.333/0001-81' })).toEqual({})
  })

  it('constituição: não depois de hoje', () => {
    expect(erros(pj, { ...empresa, dataConstituicao: '24/11/2026' })).toEqual({})
    expect(erros(pj, { ...empresa, dataConstituicao: '25/11/2026' }).dataConstituicao).toBe('A data de constituição não pode ser posterior à data de hoje.')
  })

  it('representante casado exige regime; parte relacionada da entidade = SIM exige o tipo', () => {
    expect(erros(pj, { ...empresa, estadoCivilRepresentanteLegal: 'CASADO' }).regimeBensRepresentanteLegal).toBe('Regime de Bens é obrigatório.')
    expect(erros(pj, { ...empresa, parteRelacionadaEntidade: 'SIM' }).opcaoParteRelacionadaEntidade).toBe('Enquadramento de Parte Relacionada é obrigatório.')
  })

  it('correspondência diferente: exigida inteira', () => {
    const e = erros(pj, { ...empresa, enderecoCorrespondenciaDiferente: true })
    expect(e.cepCorrespondencia).toBe('CEP é obrigatório.')
    expect(e.numeroCorrespondencia).toBe('Número é obrigatório.')
  })
})

describe('uploadNeutro (spec 3 §3, §7)', () => {
  it('pessoa física: dividido o telefone, CPF só com dígitos, regras ocultas aplicadas', () => {
    const r = upload.safeParse({ ...solteira, tipoFormulario: 'fisica', nomeCompletoConjuge: 'Não deveria ficar', numeroCEIBeneficiario: '77' })
    expect(r.success).toBe(true)
    expect(r.data).toMatchObject({
      tipoFormulario: 'fisica',
      cpfBeneficiario: '52998224725',
      dddTelefoneContatoBeneficiario: '54',
      telefoneContatoBeneficiario: '998765432',
      telefoneContatoFormatadoBeneficiario: '(54) 99876-5432',
      nomeCompletoConjuge: '',
      numeroCEIBeneficiario: '',
    })
  })

  it('um cliente antigo manda ddd e número sem o texto formatado', () => {
    const semFormatado: Record<string, unknown> = { ...solteira }
    delete semFormatado.telefoneContatoFormatadoBeneficiario
    const r = upload.safeParse({ ...semFormatado, tipoFormulario: 'fisica', dddTelefoneContatoBeneficiario: '54', telefoneContatoBeneficiario: '998765432' })
    expect(r.success && r.data.telefoneContatoFormatadoBeneficiario).toBe('54998765432')
  })

  it('pessoa jurídica: CNPJ alfanumérico sem máscara, letras mantidas', () => {
    const r = upload.safeParse({ ...empresa, tipoFormulario: 'juridica' })
    expect(r.success && r.data.cnpjEntidade).toBe('12ABC34501DE35')
  })

  it('tipo desconhecido ou ausente', () => {
    for (const tipo of [undefined, 'FISICA', 'outro']) {
      const r = upload.safeParse({ ...solteira, tipoFormulario: tipo })
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['tipoFormulario', MENSAGEM_TIPO_FORMULARIO]])
    }
    expect(upload.safeParse(null).success).toBe(false)
  })

  it('um campo de tipo errado é recusado no próprio campo', () => {
    const r = upload.safeParse({ ...solteira, tipoFormulario: 'fisica', rendaAnualBeneficiario: '85000' })
    expect(r.error?.issues[0]?.path).toEqual(['rendaAnualBeneficiario'])
  })
})
