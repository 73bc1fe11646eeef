import { describe, expect, it } from 'vitest'

import { entradasDoMapa, PAGINAS_FIXAS, type ConteudoDoMapa } from './mapa-do-site'

const vazio: ConteudoDoMapa = { produtos: [], produtosEmbutidos: [], noticias: [], itensMenu: [], tiposPublicacao: [], publicacoes: [], fundos: [], casos: [], paginas: [] }

describe('entradasDoMapa', () => {
  it('sem conteúdo, só as páginas de endereço fixo, sem data', () => {
    expect(entradasDoMapa(vazio)).toEqual(PAGINAS_FIXAS.map((caminho) => ({ caminho })))
  })

  it('cada documento no endereço da sua página, com a data da última mudança', () => {
    const e = entradasDoMapa({
      ...vazio,
      produtos: [
        { id: 35, perfil: 'ICS', updatedAt: '2026-10-01T12:00:00.000Z' },
        { id: 7, perfil: 'AGRO', updatedAt: '2026-09-01T12:00:00.000Z' },
      ],
      produtosEmbutidos: [{ id: 1 }],
      noticias: [{ id: 12, updatedAt: '2026-11-20T08:00:00.000Z' }],
      fundos: [{ codigo: 'FEAPER', updatedAt: '2026-08-01T00:00:00.000Z' }],
      casos: [{ rota: 'htMicron', updatedAt: '2026-07-01T00:00:00.000Z' }],
      paginas: [{ rota: 'politica-de-privacidade', updatedAt: '2026-11-23T10:00:00.000Z' }],
    }).slice(PAGINAS_FIXAS.length)
    expect(e).toEqual([
      { caminho: '/politica-de-privacidade', atualizadaEm: '2026-11-23T10:00:00.000Z' },
      { caminho: '/htMicron', atualizadaEm: '2026-07-01T00:00:00.000Z' },
      { caminho: '/empresa/35', atualizadaEm: '2026-10-01T12:00:00.000Z' },
      { caminho: '/agronegocio/7', atualizadaEm: '2026-09-01T12:00:00.000Z' },
      { caminho: '/inovacao/1' },
      { caminho: '/noticias/12', atualizadaEm: '2026-11-20T08:00:00.000Z' },
      { caminho: '/fundos-estatais/feaper', atualizadaEm: '2026-08-01T00:00:00.000Z' },
    ])
  })

  it('uma página de publicações muda quando muda a categoria ou a mais recente das suas publicações', () => {
    const e = entradasDoMapa({
      ...vazio,
      tiposPublicacao: [
        { id: 9, updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 11, updatedAt: '2026-06-01T00:00:00.000Z' },
      ],
      publicacoes: [
        { tipoPublicacao: 9, updatedAt: '2026-03-01T00:00:00.000Z' },
        { tipoPublicacao: 9, updatedAt: '2026-05-01T00:00:00.000Z' },
        { tipoPublicacao: 11, updatedAt: '2026-02-01T00:00:00.000Z' },
      ],
    }).slice(PAGINAS_FIXAS.length)
    expect(e).toEqual([
      { caminho: '/publicacoes/9', atualizadaEm: '2026-05-01T00:00:00.000Z' },
      { caminho: '/publicacoes/11', atualizadaEm: '2026-06-01T00:00:00.000Z' },
    ])
  })

  it('da transparência, só os itens publicados que são páginas deste site', () => {
    const item = { menuPai: 3, status: 'PBL', formato: 'TEXTO', updatedAt: '2026-04-01T00:00:00.000Z' }
    const e = entradasDoMapa({
      ...vazio,
      itensMenu: [
        { ...item, titulo: 'Acesso à Informação' },
        { ...item, titulo: 'Rascunho', status: 'RSC' },
        { ...item, titulo: 'Portal do Estado', formato: 'LINK EXTERNO' },
        { ...item, titulo: 'Edital 1', menuPai: 24 },
      ],
    }).slice(PAGINAS_FIXAS.length)
    expect(e).toEqual([{ caminho: '/transparencia/acesso-a-informacao', atualizadaEm: '2026-04-01T00:00:00.000Z' }])
  })
})
