import { describe, expect, it } from 'vitest'

import { esquemaPedidoSolicitacao, esquemaSolicitacao } from './schema'

const valido = {
  nome: 'Maria da Silva',
  cpfCnpj: '529.982.247-25',
  municipio: 'Água Santa',
  telefone: '(54)99876-5432',
  email: 'maria@exemplo.com.br',
  valor: 1500,
  motivo: 'Compra de um trator.',
}

/** The first message the schema gives for a field, as the form shows it. */
function mensagem(mudanca: Record<string, unknown>, campo: string): string | undefined {
  const r = esquemaSolicitacao.safeParse({ ...valido, ...mudanca })
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === campo)?.message
}

describe('modal de solicitação (spec 1 §5)', () => {
  it('aceita um pedido completo', () => {
    expect(esquemaSolicitacao.safeParse(valido).success).toBe(true)
  })
  it('nome: obrigatório, pelo menos 3 e no máximo 100 caracteres', () => {
    expect(mensagem({ nome: '' }, 'nome')).toBe('Campo Nome é obrigatório')
    expect(mensagem({ nome: '   ' }, 'nome')).toBe('Campo Nome é obrigatório')
    expect(mensagem({ nome: 'Jo' }, 'nome')).toBe('Nome inválido')
    expect(mensagem({ nome: 'Joa' }, 'nome')).toBeUndefined()
    expect(mensagem({ nome: 'a'.repeat(100) }, 'nome')).toBeUndefined()
    expect(mensagem({ nome: 'a'.repeat(101) }, 'nome')).toBe('Nome não pode exceder 100 caracteres')
  })
  it('CPF (11) ou CNPJ (14) com verificadores; sequências repetidas recusadas', () => {
    expect(mensagem({ cpfCnpj: '11.222.333/0001-81' }, 'cpfCnpj')).toBeUndefined()
    expect(mensagem({ cpfCnpj: '529.982.247-24' }, 'cpfCnpj')).toBe('CPF/CNPJ inválido')
    expect(mensagem({ cpfCnpj: '000.000.000-00' }, 'cpfCnpj')).toBe('CPF/CNPJ inválido')
    expect(mensagem({ cpfCnpj: '5299822472' }, 'cpfCnpj')).toBe('CPF/CNPJ inválido')
  })
  it('telefone: 10 ou 11 dígitos, no máximo 14 caracteres', () => {
    expect(mensagem({ telefone: '(54)3210-1234' }, 'telefone')).toBeUndefined()
    expect(mensagem({ telefone: '(54)3210-123' }, 'telefone')).toBe('Telefone inválido')
    expect(mensagem({ telefone: '(54) 99876-5432' }, 'telefone')).toBe('Telefone não pode exceder 14 caracteres')
  })
  it('e-mail: formato e no máximo 100 caracteres', () => {
    expect(mensagem({ email: 'maria@' }, 'email')).toBe('E-mail inválido')
    expect(mensagem({ email: `${'m'.repeat(88)}@exemplo.com` }, 'email')).toBeUndefined()
    expect(mensagem({ email: `${'m'.repeat(89)}@exemplo.com` }, 'email')).toBe('Email não pode exceder 100 caracteres')
  })
  it('valor maior que zero', () => {
    expect(mensagem({ valor: 0 }, 'valor')).toBe('Valor inválido')
    expect(mensagem({ valor: -1 }, 'valor')).toBe('Valor inválido')
    expect(mensagem({ valor: Number.NaN }, 'valor')).toBe('Valor inválido')
    expect(mensagem({ valor: 0.01 }, 'valor')).toBeUndefined()
  })
  it('município: de 2 a 100 caracteres', () => {
    expect(mensagem({ municipio: 'A' }, 'municipio')).toBe('Município é obrigatório')
    expect(mensagem({ municipio: 'Ijuí' }, 'municipio')).toBeUndefined()
    expect(mensagem({ municipio: 'M'.repeat(101) }, 'municipio')).toBe('Município não pode exceder 100 caracteres')
  })
  it('motivo: de 10 a 2000 caracteres', () => {
    expect(mensagem({ motivo: '123456789' }, 'motivo')).toBe('Motivo é obrigatório e deve ter pelo menos 10 caracteres')
    expect(mensagem({ motivo: '1234567890' }, 'motivo')).toBeUndefined()
    expect(mensagem({ motivo: 'x'.repeat(2000) }, 'motivo')).toBeUndefined()
    expect(mensagem({ motivo: 'x'.repeat(2001) }, 'motivo')).toBe('Motivo não pode exceder 2000 caracteres')
  })
  it('um campo ausente (cliente da API): "Todos os campos são obrigatórios"; o valor ausente é inválido', () => {
    for (const campo of ['nome', 'cpfCnpj', 'municipio', 'telefone', 'email', 'motivo']) expect(mensagem({ [campo]: undefined }, campo)).toBe('Todos os campos são obrigatórios')
    expect(mensagem({ valor: undefined }, 'valor')).toBe('Valor inválido')
    expect(mensagem({ valor: 1e12 + 1 }, 'valor')).toBe('Valor inválido')
  })
  it('um campo em branco: a mensagem do legado, campo a campo', () => {
    const branco = (campo: string) => mensagem({ [campo]: '  ' }, campo)
    expect(['nome', 'cpfCnpj', 'municipio', 'telefone', 'email', 'motivo'].map(branco)).toEqual([
      'Campo Nome é obrigatório',
      'CPF/CNPJ inválido',
      'Município é obrigatório',
      'Telefone inválido',
      'E-mail inválido',
      'Motivo é obrigatório e deve ter pelo menos 10 caracteres',
    ])
  })
  it('no servidor: CPF/CNPJ e telefone só com dígitos, e-mail minúsculo, captcha de qualquer dos dois nomes', () => {
    const r = esquemaPedidoSolicitacao.parse({ ...valido, email: 'Maria@Exemplo.com.br', produto: { id: '7', emailContato: 'x@y.z' }, 'g-recaptcha-response': 'tok' })
    expect(r).toMatchObject({ cpfCnpj: '52998224725', telefone: '54998765432', email: 'maria@exemplo.com.br', produto: { id: 7 }, captcha: 'tok' })
  })
})
