import { describe, expect, it } from 'vitest'

import { esquemaSimulacao, esquemaSolicitante } from './schema'

const solicitante = {
  razaoSocial: 'Metalúrgica Ltda',
  cnpj: '11.222.333/0001-81',
  emailSolicitante: 'financeiro@metalurgica.com.br',
  telefoneSolicitante: '(51)99876-5432',
  uf: 'RS',
  cidade: 'Porto Alegre',
}

function mensagem(mudanca: Record<string, unknown>, campo: string): string | undefined {
  const r = esquemaSolicitante.safeParse({ ...solicitante, ...mudanca })
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === campo)?.message
}

describe('dados da empresa no simulador (spec 1 §5)', () => {
  it('razão social: obrigatória, pelo menos 3 caracteres', () => {
    expect(mensagem({ razaoSocial: '' }, 'razaoSocial')).toBe('Campo Razão Social é obrigatório')
    expect(mensagem({ razaoSocial: 'AB' }, 'razaoSocial')).toBe('Razão Social inválida')
    expect(mensagem({ razaoSocial: 'ABC' }, 'razaoSocial')).toBeUndefined()
  })
  it('CNPJ obrigatório com verificadores (também alfanumérico)', () => {
    expect(mensagem({ cnpj: '' }, 'cnpj')).toBe('Campo CNPJ é obrigatório')
    expect(mensagem({ cnpj: '11.222.333/0001-82' }, 'cnpj')).toBe('CNPJ inválido')
    expect(mensagem({ cnpj: '12.ABC.345/01DE-35' }, 'cnpj')).toBeUndefined()
  })
  it('telefone obrigatório, 10 ou 11 dígitos', () => {
    expect(mensagem({ telefoneSolicitante: '' }, 'telefoneSolicitante')).toBe('Campo Telefone é obrigatório')
    expect(mensagem({ telefoneSolicitante: '(51)9876-543' }, 'telefoneSolicitante')).toBe('Telefone inválido')
    expect(mensagem({ telefoneSolicitante: '(51)3210-1234' }, 'telefoneSolicitante')).toBeUndefined()
  })
  it('e-mail obrigatório e no formato', () => {
    expect(mensagem({ emailSolicitante: '' }, 'emailSolicitante')).toBe('Campo E-mail é obrigatório')
    expect(mensagem({ emailSolicitante: 'financeiro@' }, 'emailSolicitante')).toBe('E-mail inválido')
  })
  it('UF e cidade obrigatórias', () => {
    expect(mensagem({ uf: '' }, 'uf')).toBe('UF é obrigatória.')
    expect(mensagem({ cidade: '' }, 'cidade')).toBe('Cidade é obrigatória.')
    expect(mensagem({ uf: 'R' }, 'uf')).toBe('UF é obrigatória.')
    expect(mensagem({ cidade: 'C'.repeat(101) }, 'cidade')).toBe('Cidade é obrigatória.')
  })
  it('ausentes (cliente da API): a mensagem de obrigatório, campo a campo, na ordem de sempre', () => {
    const r = esquemaSolicitante.safeParse({})
    expect(r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['razaoSocial', 'Campo Razão Social é obrigatório'],
      ['cnpj', 'Campo CNPJ é obrigatório'],
      ['emailSolicitante', 'Campo E-mail é obrigatório'],
      ['telefoneSolicitante', 'Campo Telefone é obrigatório'],
      ['uf', 'UF é obrigatória.'],
      ['cidade', 'Cidade é obrigatória.'],
    ])
  })
  it('limites: razão social até 150, e-mail até 100; o telefone não tem corte de 14 caracteres', () => {
    expect(mensagem({ razaoSocial: 'R'.repeat(151) }, 'razaoSocial')).toBe('Razão Social inválida')
    expect(mensagem({ emailSolicitante: `${'m'.repeat(89)}@exemplo.com` }, 'emailSolicitante')).toBe('E-mail inválido')
    expect(mensagem({ telefoneSolicitante: '(51) 99876-5432' }, 'telefoneSolicitante')).toBeUndefined()
  })
})

describe('pedido de simulação completo', () => {
  const pedido = { ...solicitante, segmentacao: 'Turismo', objetivoFinanciamento: 'Capital de Giro', faturamento: 1_000_000, valorFinanciamento: 123_000, acimaDe300k: false }
  it('normaliza: só dígitos, e-mail minúsculo, prazo 60 e carência 6 fixos', () => {
    const r = esquemaSimulacao.parse({ ...pedido, emailSolicitante: 'Financeiro@Metalurgica.com.br' })
    expect(r).toMatchObject({ cnpj: '11222333000181', telefoneSolicitante: '51998765432', emailSolicitante: 'financeiro@metalurgica.com.br', prazoMeses: 60, carenciaMeses: 6, valorFinanciamento: 123_000 })
  })
  it('com a caixa acima do limite, o valor vale 500.000', () => {
    expect(esquemaSimulacao.parse({ ...pedido, acimaDe300k: true }).valorFinanciamento).toBe(500_000)
  })
  it('faturamento fora da faixa: a mensagem da especificação', () => {
    const r = esquemaSimulacao.safeParse({ ...pedido, faturamento: 99_999 })
    expect(r.success ? '' : r.error.issues[0]!.message).toBe('O faturamento deve estar entre R$ 100.000,00 e R$ 500.000.000,00')
  })
})
