import { describe, expect, it } from 'vitest'

import { autocompletarDaRota } from './AutocompletarSenhas.client'

describe('autocompletarDaRota (WCAG 2.2, 3.3.8)', () => {
  it('a entrada pede a senha atual; o convite, a conta e a ficha de um usuário, uma senha nova', () => {
    expect(autocompletarDaRota('/admin/login')).toEqual({ '#field-email': 'username', '#field-password': 'current-password' })
    const nova = { '#field-password': 'new-password', '#field-confirm-password': 'new-password' }
    expect(autocompletarDaRota('/admin/reset/3f9a0c')).toEqual(nova)
    expect(autocompletarDaRota('/admin/account')).toEqual(nova)
    expect(autocompletarDaRota('/admin/collections/users/12')).toEqual(nova)
  })

  it('as outras telas ficam como estão', () => {
    expect(autocompletarDaRota('/admin')).toBeNull()
    expect(autocompletarDaRota('/admin/collections/users')).toBeNull()
    expect(autocompletarDaRota('/admin/collections/denuncias/3')).toBeNull()
    expect(autocompletarDaRota('/admin/segundo-fator')).toBeNull()
  })
})
