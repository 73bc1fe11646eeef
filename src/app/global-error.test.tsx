import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ErroGeral from './global-error'

describe('a página de erro geral (quando o layout do site falha no navegador)', () => {
  it('tem título e todo o conteúdo dentro de <main>: ela substitui o documento inteiro', () => {
    const html = renderToStaticMarkup(<ErroGeral error={new Error('x')} reset={() => undefined} />)
    expect(html).toContain('<title>Erro ao carregar a página</title>')
    expect(html).toMatch(/<main><h1>Erro ao carregar a página<\/h1><p>Algo deu errado\. Tente novamente em alguns instantes\.<\/p><p><button type="button">Tentar novamente<\/button> · <a href="\/home">Ir para a página inicial<\/a><\/p><\/main>/)
  })
})
