import { describe, expect, it } from 'vitest'

import { hasRole } from './roles'
import { aguardaSegundoFator, estadoDoSegundoFator, segundoFatorObrigatorio } from './segundo-fator'

describe('segundo fator: estado da sessão', () => {
  it('obrigatório para admin e integridade, opcional para os demais', () => {
    expect(segundoFatorObrigatorio(['admin'])).toBe(true)
    expect(segundoFatorObrigatorio(['editor', 'integridade'])).toBe(true)
    expect(segundoFatorObrigatorio(['editor', 'comercial', 'ouvidoria', 'cadastro'])).toBe(false)
    expect(segundoFatorObrigatorio(undefined)).toBe(false)
  })

  it('estado conforme a conta e a sessão', () => {
    expect(estadoDoSegundoFator({ ativo: true, obrigatorio: false, sessaoVerificada: true })).toBe('verificado')
    expect(estadoDoSegundoFator({ ativo: true, obrigatorio: true, sessaoVerificada: false })).toBe('pendente')
    expect(estadoDoSegundoFator({ ativo: false, obrigatorio: true, sessaoVerificada: false })).toBe('inscricao')
    expect(estadoDoSegundoFator({ ativo: false, obrigatorio: false, sessaoVerificada: false })).toBe('dispensado')
  })

  it('uma sessão que deve o código não tem papel nenhum', () => {
    expect(aguardaSegundoFator({ roles: ['admin'], _segundoFator: 'pendente' })).toBe('pendente')
    const sessao = (estado: string) => ({ roles: ['admin'], _segundoFator: estado })
    expect(hasRole(sessao('pendente'), 'admin')).toBe(false)
    expect(hasRole(sessao('inscricao'), 'admin')).toBe(false)
    expect(hasRole(sessao('verificado'), 'admin')).toBe(true)
    expect(hasRole(sessao('dispensado'), 'admin')).toBe(true)
    // Server code that puts a user on req itself is not held back.
    expect(hasRole({ roles: ['admin'] }, 'admin')).toBe(true)
  })
})
