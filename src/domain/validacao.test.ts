import { describe, expect, it } from 'vitest'

import {
  caracteresCnpj,
  cnpjValido,
  cpfOuCnpjValido,
  emailValido,
  formatarReais,
  lerReais,
  mascaraCnpj,
  mascaraCpfCnpj,
  mascaraReais,
  mascaraTelefone,
  telefoneValido,
} from './validacao'

describe('CNPJ (spec 1 §5)', () => {
  it('14 dígitos com dígitos verificadores', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true)
    expect(cnpjValido('11222333000181')).toBe(true)
    expect(cnpjValido('11.222.333/0001-82')).toBe(false)
    expect(cnpjValido('11.222.333/0001-8')).toBe(false)
    expect(cnpjValido('00.000.000/0000-00')).toBe(false)
  })
  it('aceita o CNPJ alfanumérico', () => {
    expect(cnpjValido('12.ABC.345/01DE-35')).toBe(true)
    expect(cnpjValido('12abc34501de35')).toBe(true)
    expect(cnpjValido('12.ABC.345/01DE-36')).toBe(false)
    expect(caracteresCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35')
  })
  it('máscara ##.###.###/####-## enquanto digita', () => {
    expect(mascaraCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(mascaraCnpj('112223')).toBe('11.222.3')
    expect(mascaraCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(mascaraCnpj('11222333000181999')).toBe('11.222.333/0001-81')
  })
})

describe('telefone (spec 1 §5)', () => {
  it('10 ou 11 dígitos', () => {
    expect(telefoneValido('(51)3210-1234')).toBe(true)
    expect(telefoneValido('(51)99876-5432')).toBe(true)
    expect(telefoneValido('(51)3210-123')).toBe(false)
    expect(telefoneValido('519987654321')).toBe(false)
  })
  it('máscara (##)####-#### ou (##)#####-####', () => {
    expect(mascaraTelefone('5132101234')).toBe('(51)3210-1234')
    expect(mascaraTelefone('51998765432')).toBe('(51)99876-5432')
    expect(mascaraTelefone('519')).toBe('(51)9')
    expect(mascaraTelefone('5')).toBe('(5')
    expect(mascaraTelefone('519987654321')).toBe('(51)99876-5432')
    expect(mascaraTelefone('')).toBe('')
  })
})

describe('CPF/CNPJ do modal (spec 1 §5)', () => {
  it('CPF de 11 ou CNPJ de 14 dígitos, verificadores conferidos', () => {
    expect(cpfOuCnpjValido('529.982.247-25')).toBe(true)
    expect(cpfOuCnpjValido('529.982.247-24')).toBe(false)
    expect(cpfOuCnpjValido('11.222.333/0001-81')).toBe(true)
    expect(cpfOuCnpjValido('5299822472')).toBe(false)
  })
  it('sequências de um só dígito são recusadas', () => {
    expect(cpfOuCnpjValido('111.111.111-11')).toBe(false)
    expect(cpfOuCnpjValido('00000000000000')).toBe(false)
  })
  it('máscara de CPF até 11 dígitos, de CNPJ acima', () => {
    expect(mascaraCpfCnpj('52998224725')).toBe('529.982.247-25')
    expect(mascaraCpfCnpj('5299822')).toBe('529.982.2')
    expect(mascaraCpfCnpj('11222333000181')).toBe('11.222.333/0001-81')
  })
})

describe('e-mail', () => {
  it('formato usual', () => {
    expect(emailValido('contato@empresa.com.br')).toBe(true)
    expect(emailValido('contato@')).toBe(false)
    expect(emailValido('contato empresa.com.br')).toBe(false)
  })
})

describe('máscara de dinheiro (spec 1 §9: R$, vírgula decimal, ponto de milhar, 2 casas)', () => {
  it('formata e lê', () => {
    expect(formatarReais(1234567.8)).toBe('R$ 1.234.567,80')
    expect(mascaraReais('123456')).toBe('R$ 1.234,56')
    expect(mascaraReais('R$ 1.234,567')).toBe('R$ 12.345,67')
    expect(mascaraReais('0005')).toBe('R$ 0,05')
    expect(mascaraReais('')).toBe('')
    expect(lerReais('R$ 1.234,56')).toBe(1234.56)
    expect(lerReais('')).toBeNaN()
  })
})
