import { describe, expect, it } from 'vitest'

import { problemaDaSenha, SENHA_MINIMO } from './senha'

describe('política de senha da equipe', () => {
  it('recusa 11 caracteres e aceita 12', () => {
    expect(SENHA_MINIMO).toBe(12)
    expect(problemaDaSenha('Abcdefgh-12')).toBe('A senha deve ter pelo menos 12 caracteres.')
    expect(problemaDaSenha('Abcdefgh-123')).toBeNull()
  })

  it('conta caracteres, não bytes (acentos valem um)', () => {
    expect(problemaDaSenha('ãéíõúçãéíõ1')).toBe('A senha deve ter pelo menos 12 caracteres.')
    expect(problemaDaSenha('ãéíõúçãéíõ12')).toBeNull()
  })

  it('recusa a mesma letra repetida e a senha que contém o e-mail', () => {
    expect(problemaDaSenha('aaaaaaaaaaaaaaaa')).toBe('A senha não pode repetir sempre os mesmos caracteres.')
    expect(problemaDaSenha('maria.silva-2026!', 'maria.silva@agencia.rs.gov.br')).toBe('A senha não pode conter o seu e-mail.')
  })

  it('recusa mais de 256 caracteres', () => {
    expect(problemaDaSenha('ab1-'.repeat(65))).toBe('A senha deve ter no máximo 256 caracteres.')
  })
})
