import { describe, expect, it } from 'vitest'

import { imagemDaNoticia } from './imagem-noticia'

describe('imagemDaNoticia', () => {
  it('serves the cover at the legacy image path, its name encoded', () => {
    expect(imagemDaNoticia({ nomeImagemCapa: 'capa feira #2.jpg' })).toBe('/fas/noticias/image/capa%20feira%20%232.jpg')
  })

  it('is the placeholder when the item has no cover', () => {
    expect(imagemDaNoticia({ nomeImagemCapa: null })).toBe('/img/noticias/sem-imagem.svg')
    expect(imagemDaNoticia({ nomeImagemCapa: '' })).toBe('/img/noticias/sem-imagem.svg')
  })
})
