import { describe, expect, it } from 'vitest'

import { chaveDeAcesso, formatarUltimaVisita } from './acessos'

describe('contador de acessos', () => {
  it('conta a página inicial, as quatro áreas e cada produto', () => {
    expect(chaveDeAcesso('/')).toBe('home')
    expect(chaveDeAcesso('/home')).toBe('home')
    expect(chaveDeAcesso('/home?x=1')).toBe('home')
    expect(chaveDeAcesso('/agronegocio')).toBe('agronegocio')
    expect(chaveDeAcesso('/inovacao')).toBe('inovacao')
    expect(chaveDeAcesso('/empresa/35')).toBe('produto:35')
    expect(chaveDeAcesso('/municipio/007')).toBe('produto:7')
  })
  it('não conta outras páginas', () => {
    expect(chaveDeAcesso('/noticias')).toBeNull()
    expect(chaveDeAcesso('/empresa/abc')).toBeNull()
    expect(chaveDeAcesso('/empresa/35/extra')).toBeNull()
    expect(chaveDeAcesso('/produtos/agronegocio')).toBeNull()
  })
  it("última visita em 'dd/mm/yyyy hh:mm', hora de Porto Alegre", () => {
    expect(formatarUltimaVisita('2026-11-23T02:05:00Z')).toBe('22/11/2026 23:05')
    expect(formatarUltimaVisita('2026-01-02T15:30:00Z')).toBe('02/01/2026 12:30')
    expect(formatarUltimaVisita(null)).toBe('-')
    expect(formatarUltimaVisita('não é data')).toBe('-')
  })
})
