import { describe, expect, it } from 'vitest'

import { CAMPOS_PESSOAIS, ehCampoPessoal, mascararDadosPessoais, textoDeErroSeguro } from './privacidade'

describe('mascararDadosPessoais', () => {
  it.each([
    ['falha ao enviar para maria.souza@gmail.com', 'falha ao enviar para [e-mail]'],
    ['CPF 123.456.789-09 inválido', 'CPF [cpf] inválido'],
    ['CPF 12345678909 inválido', 'CPF [cpf] inválido'],
    ['CNPJ 12.345.678/0001-95 recusado', 'CNPJ [cnpj] recusado'],
    ['CNPJ 12ABC34501DE35 recusado', 'CNPJ [cnpj] recusado'],
    ['ligar para (51) 3284-5400', 'ligar para [telefone]'],
    ['ligar para 51 99999-8888', 'ligar para [telefone]'],
  ])('%s', (entrada, esperado) => {
    expect(mascararDadosPessoais(entrada)).toBe(esperado)
  })

  it('não mexe em textos sem dados pessoais (ids, datas, status)', () => {
    const t = 'GET /empresa/35 respondeu 503 em 2026-11-22 após 1200 ms'
    expect(mascararDadosPessoais(t)).toBe(t)
  })
})

describe('endereços de exemplo', () => {
  it('ficam visíveis (instruções ao operador), os reais não', () => {
    expect(mascararDadosPessoais('--email voce@exemplo.gov.br')).toBe('--email voce@exemplo.gov.br')
    expect(mascararDadosPessoais('--email voce@fomento.rs.gov.br')).toBe('--email [e-mail]')
  })
})

describe('ehCampoPessoal: regra pelo nome do campo', () => {
  it.each([
    'nome', 'cpf', 'cnpj', 'cpfCnpj', 'cpfcnpj', 'email', 'emailSolicitante', 'telefone', 'telefoneSolicitante',
    'endereco', 'mensagem', 'descricao', 'denuncia', 'assunto', 'empresa', 'motivo', 'municipio', 'razaoSocial',
    'nomeMae', 'nome_mae', 'emailContato2', 'telefoneComercial', 'enderecoEmpresa', 'cepResidencial', 'relato', 'password',
    'emailsolicitante', 'razaosocial', 'descricaoDosFatos', 'denunciados', 'dataNascimento',
  ])('%s é pessoal', (campo) => {
    expect(ehCampoPessoal(campo)).toBe(true)
  })

  it.each(['valor', 'faturamento', 'situacao', 'resultado', 'uf', 'segmentacao', 'tipo', 'ipca', 'cargo', 'msg', 'level', 'collection', 'id', 'chave', 'status'])(
    '%s não é pessoal',
    (campo) => {
      expect(ehCampoPessoal(campo)).toBe(false)
    },
  )

  it('cobre a lista documentada de campos pessoais', () => {
    expect(CAMPOS_PESSOAIS.filter((c) => !ehCampoPessoal(c))).toEqual([])
  })
})

describe('textoDeErroSeguro', () => {
  it('tira os parâmetros de uma consulta que falhou, mesmo com quebras de linha no texto enviado', () => {
    const msg = 'Failed query: insert into "x" ("nome", "relato") values (?, ?)\nparams: Ana,o diretor\nrecebeu propina'
    expect(textoDeErroSeguro(msg)).toBe('Failed query: insert into "x" ("nome", "relato") values (?, ?)\nparams: [removido]')
  })
})
