import { describe, expect, it } from 'vitest'

import { enderecoParaTentarDeNovo, textosDoErro } from './erros'

describe('error page texts', () => {
  it("a news item's failure says 'Erro ao buscar a notícia' (spec 1 §8)", () => {
    expect(textosDoErro(500, '/noticias/12').titulo).toBe('Erro ao buscar a notícia')
    expect(textosDoErro(503, '/noticias/12').titulo).toBe('Erro ao buscar a notícia')
    expect(textosDoErro(500, '/noticias').titulo).toBe('Erro no servidor')
    expect(textosDoErro(503, null).titulo).toBe('Serviço temporariamente indisponível')
  })
  it("a download page's or a publications list's failure says so (spec 2 §8)", () => {
    expect(textosDoErro(503, '/documentos-para-download-agro').texto).toBe('Erro ao carregar documentos. Por favor, tente novamente mais tarde.')
    expect(textosDoErro(500, '/documentos-para-download').texto).toBe('Erro ao carregar documentos. Por favor, tente novamente mais tarde.')
    expect(textosDoErro(500, '/publicacoes/17?year=2024').texto).toBe('Erro ao carregar publicações. Por favor, tente novamente mais tarde.')
    expect(textosDoErro(500, '/transparencia').titulo).toBe('Erro ao carregar publicações')
    expect(textosDoErro(500, '/transparenciax').titulo).toBe('Erro no servidor')
  })
  it('retries only addresses of this site', () => {
    expect(enderecoParaTentarDeNovo('/noticias/12?x=1')).toBe('/noticias/12?x=1')
    for (const fora of ['//mal.example', 'https://mal.example', 'javascript:alert(1)', '/\\mal.example', undefined, '']) {
      expect(enderecoParaTentarDeNovo(fora)).toBeNull()
    }
  })
})
