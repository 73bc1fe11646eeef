import { describe, expect, it } from 'vitest'

import { caminhoCanonico } from './endereco-canonico'

const c = (endereco: string) => {
  const u = new URL(endereco, 'http://x')
  return caminhoCanonico(u.pathname, u.searchParams)
}

describe('caminhoCanonico', () => {
  it('o caminho da página, sem parâmetros de rastreamento nem filtros', () => {
    expect(c('/empresa/35?utm_source=whatsapp')).toBe('/empresa/35')
    expect(c('/publicacoes/9?busca=estatuto&year=2024')).toBe('/publicacoes/9')
  })

  it('mantém a página de uma lista, menos a primeira', () => {
    expect(c('/noticias?pagina=3&utm_medium=x')).toBe('/noticias?pagina=3')
    expect(c('/noticias?pagina=1')).toBe('/noticias')
  })

  it('a raiz é a home; a barra final não cria outro endereço', () => {
    expect(c('/')).toBe('/home')
    expect(c('/historia/')).toBe('/historia')
  })
})
