import { describe, expect, it } from 'vitest'

import { rotuloDoStatus } from './status'

describe('rotuloDoStatus', () => {
  it('shows the reporter the label, and an unknown value as it is', () => {
    expect(rotuloDoStatus('em-analise')).toBe('Em análise')
    expect(rotuloDoStatus('recebida')).toBe('Recebida')
    expect(rotuloDoStatus('outra')).toBe('outra')
  })
})
