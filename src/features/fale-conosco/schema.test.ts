import { describe, expect, it } from 'vitest'

import { esquemaFormularioFaleConosco, esquemaPedidoFaleConosco } from './schema'

const VALIDO = { nome: 'Ana', email: 'ana@exemplo.com.br', telefone: '(51)99876-5432', empresa: '', municipio: 'Pelotas', uf: 'rs', mensagem: 'x'.repeat(10) }

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('esquema do Fale Conosco (spec 3 §5)', () => {
  it('aceita nome de 3 letras, empresa vazia, mensagem de 10 e de 2000 caracteres; a UF sai em maiúsculas', () => {
    expect(esquemaPedidoFaleConosco.parse(VALIDO)).toMatchObject({ uf: 'RS', telefone: '51998765432' })
    expect(esquemaPedidoFaleConosco.safeParse({ ...VALIDO, mensagem: 'y'.repeat(2000) }).success).toBe(true)
    expect(esquemaPedidoFaleConosco.safeParse({ ...VALIDO, empresa: undefined }).success).toBe(true)
    expect(esquemaPedidoFaleConosco.safeParse({ ...VALIDO, telefone: '(51)3222-1234' }).success).toBe(true)
  })

  it.each([
    ['nome', 'Jo', 'Nome inválido'],
    ['nome', '', 'Campo Nome é obrigatório'],
    ['email', 'ana@', 'E-mail inválido'],
    ['telefone', '(51)9987-654', 'Telefone inválido'],
    ['telefone', '(51) 99876-5432', 'Telefone inválido'],
    ['municipio', '  ', 'Campo Município é obrigatório'],
    ['uf', 'R', 'UF inválida'],
    ['uf', '43', 'UF inválida'],
    ['mensagem', 'x'.repeat(9), 'Mensagem deve ter entre 10 e 2000 caracteres'],
    ['mensagem', 'x'.repeat(2001), 'Mensagem deve ter entre 10 e 2000 caracteres'],
  ])('%s = %j: "%s"', (campo, valor, mensagem) => {
    expect(mensagens(esquemaPedidoFaleConosco.safeParse({ ...VALIDO, [campo]: valor }))[campo]).toBe(mensagem)
  })

  it('no formulário da página, sem captcha: "Captcha inválido!"', () => {
    expect(mensagens(esquemaFormularioFaleConosco.safeParse({ ...VALIDO, captcha: null })).captcha).toBe('Captcha inválido!')
  })
})
