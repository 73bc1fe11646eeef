import { describe, expect, it } from 'vitest'

import { CANAIS, CANAL_PADRAO, canalDoSlug, ehSlugCanal, enderecoDeTelefone, enderecoDoCanal } from './atendimento'

describe('canais de atendimento', () => {
  it('são os dez da especificação, na ordem dela, numerados de 1 a 10', () => {
    expect(CANAIS.map((c) => c.slug)).toEqual(['fale-conosco', 'protocolo', 'ouvidoria', 'denuncias', 'perguntas', 'falabr', 'juro', 'encarregado', 'ir', 'boleto'])
    expect(CANAIS.map((c) => c.ordem)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(CANAIS.find((c) => c.slug === 'juro')?.nome).toBe('Juro Zero')
  })

  it('sem slug é o Fale Conosco; slug desconhecido, com maiúsculas ou vazio é null', () => {
    expect(canalDoSlug(undefined)).toBe(CANAL_PADRAO)
    expect(CANAL_PADRAO.slug).toBe('fale-conosco')
    expect(canalDoSlug('ouvidoria')?.nome).toBe('Ouvidoria')
    expect(canalDoSlug('Ouvidoria')).toBeNull()
    expect(canalDoSlug('protocolo-digital')).toBeNull()
    expect(canalDoSlug('')).toBeNull()
  })

  it('endereço e verificação do slug', () => {
    expect(enderecoDoCanal('boleto')).toBe('/atendimento-ao-cliente/boleto')
    expect(ehSlugCanal('encarregado')).toBe(true)
    expect(ehSlugCanal('constructor')).toBe(false)
  })
})

describe('enderecoDeTelefone', () => {
  it('0800 e 0300 como estão; os demais com o código do país', () => {
    expect(enderecoDeTelefone('0800 600 6200')).toBe('tel:08006006200')
    expect(enderecoDeTelefone('0300 123 4567')).toBe('tel:03001234567')
    expect(enderecoDeTelefone('(51) 3284-5800')).toBe('tel:+555132845800')
  })
})
