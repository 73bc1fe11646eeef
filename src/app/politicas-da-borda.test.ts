import { describe, expect, it } from 'vitest'

import { POLITICAS_DA_BORDA } from './politicas-da-borda'

describe('políticas da borda', () => {
  it('as páginas que mudam sem publicação não são guardadas pelo cache de páginas', () => {
    expect(POLITICAS_DA_BORDA.semCache).toEqual(['/contador-acessos', '/relatorio-da-ouvidoria', '/atendimento-ao-cliente/acompanhar', '/atendimento-ao-cliente/avaliar', '/carta-de-servicos'])
  })
})
