import { describe, expect, it } from 'vitest'

import { recusaDaConsultaRest, recusaDoEndereco } from './porta'

describe('a porta: endereços', () => {
  it('recusa o que não se decodifica, NUL e caminhos longos demais; aceita o resto como veio', () => {
    for (const alvo of ['/%ff', '/noticias/%c0%af', '/api/noticias/%ff', '/admin/%ff', '/_next/static/%ff', '/a%', '/a%2', '/x%00y', '/x\0y', 'sem-barra']) {
      expect(recusaDoEndereco(alvo), alvo).toBe('Endereço inválido.')
    }
    expect(recusaDoEndereco(`/${'a'.repeat(2048)}`)).toBe('Endereço longo demais.')
    for (const alvo of ['/', '/noticias/cr%C3%A9dito', `/${'a'.repeat(2047)}`, '/busca?q=%ff', '/api/noticias?where[titulo][equals]=a%20b']) {
      expect(recusaDoEndereco(alvo), alvo).toBeNull()
    }
  })

  it('REST: where e data em JSON precisam ser JSON', () => {
    expect(recusaDaConsultaRest(new URLSearchParams('where={ruim'))).toBe('O parâmetro where não é um JSON válido.')
    expect(recusaDaConsultaRest(new URLSearchParams('data=['))).toBe('O parâmetro data não é um JSON válido.')
    expect(recusaDaConsultaRest(new URLSearchParams('where={"a":{"equals":1}}&where[b][equals]=2'))).toBeNull()
  })
})
