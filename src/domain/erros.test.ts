import { describe, expect, it } from 'vitest'

import { enderecoParaTentarDeNovo, textosDoErro } from './erros'

describe('error page texts', () => {
  it("a news item's failure says 'Erro ao buscar a notícia' (spec 1 §8)", () => {
    expect(textosDoErro(500, '/noticias/12').titulo).toBe('Erro ao buscar a notícia')
    expect(textosDoErro(503, '/noticias/12').titulo).toBe('Erro ao buscar a notícia')
    expect(textosDoErro(500, '/noticias').titulo).toBe('Erro no servidor')
    expect(textosDoErro(503, null).titulo).toBe('Serviço temporariamente indisponível')
  })
  it('retries only addresses of this site', () => {
    expect(enderecoParaTentarDeNovo('/noticias/12?x=1')).toBe('/noticias/12?x=1')
    for (const fora of ['//mal.example', 'https://mal.example', 'javascript:alert(1)', '/\\mal.example', undefined, '']) {
      expect(enderecoParaTentarDeNovo(fora)).toBeNull()
    }
  })
})
