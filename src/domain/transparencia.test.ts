import { describe, expect, it } from 'vitest'

import {
  anosDoFiltro,
  buscarItens,
  buscarPublicacoes,
  conteudoDoItem,
  filtrarPorData,
  formatarDataPublicacao,
  itemDoSlug,
  itemPadraoTransparencia,
  itensDoMenu,
  lerDataPublicacao,
  lerConsulta,
  lerFiltroData,
  listaDePublicacoes,
  consultaDaLista,
  mesAno,
  ordenarPublicacoes,
  slugDoItem,
  slugLegado,
  tamanhoLegivel,
  tituloDaPublicacao,
  type ItemMenu,
} from './transparencia'

const item = (id: number, titulo: string, extra: Partial<ItemMenu> = {}): ItemMenu => ({
  id,
  titulo,
  complemento: '',
  formato: 'TEXTO',
  menuPai: 3,
  status: 'PBL',
  ordem: id,
  ...extra,
})

describe('slug (spec 2 §2)', () => {
  it('lower-cases, turns spaces into hyphens and drops other non-word characters', () => {
    expect(slugDoItem('Relatório Integrado (2024)!')).toBe('relatorio-integrado-2024')
    expect(slugDoItem('2022')).toBe('2022')
    expect(slugDoItem('Carta   Anual')).toBe('carta-anual')
  })
  it('folds accents, while the legacy rule dropped accented letters', () => {
    expect(slugDoItem('Código de Ética')).toBe('codigo-de-etica')
    expect(slugLegado('Código de Ética')).toBe('cdigo-de-tica')
  })
  it('finds an item by the new slug, the legacy slug or an encoded one', () => {
    const itens = [item(1, 'Estatuto Social'), item(2, 'Código de Ética')]
    expect(itemDoSlug(itens, 'codigo-de-etica')?.id).toBe(2)
    expect(itemDoSlug(itens, 'cdigo-de-tica')?.id).toBe(2)
    expect(itemDoSlug(itens, 'Estatuto-Social')?.id).toBe(1)
    expect(itemDoSlug(itens, 'nada')).toBeUndefined()
  })
})

describe('menu', () => {
  it('keeps published items of the parent, by ordem', () => {
    const itens = [item(5, 'B', { ordem: 2 }), item(6, 'A', { ordem: 1 }), item(7, 'Rascunho', { status: 'RSC' }), item(8, 'Outro pai', { menuPai: 24 })]
    expect(itensDoMenu(itens, 3).map((i) => i.id)).toEqual([6, 5])
  })
  it('with no slug opens the code of ethics item, whatever its case and accents', () => {
    const itens = [item(1, 'Estatuto Social'), item(2, 'CODIGO DE ÉTICA E CONDUTA')]
    expect(itemPadraoTransparencia(itens)?.id).toBe(2)
  })
  it('renders by content type', () => {
    expect(conteudoDoItem({ formato: 'LINK EXTERNO', complemento: ' https://x.rs.gov.br ' })).toEqual({ tipo: 'link', href: 'https://x.rs.gov.br' })
    expect(conteudoDoItem({ formato: 'TEXTO', complemento: ' 17 ' })).toEqual({ tipo: 'publicacoes', tipoPublicacao: 17 })
    expect(conteudoDoItem({ formato: 'TEXTO', complemento: '<p>17 anos</p>' })).toEqual({ tipo: 'html', html: '<p>17 anos</p>' })
  })
  it('searches title or complemento text, ignoring accents, case and surrounding spaces', () => {
    const itens = [item(1, 'Relatório de Sustentabilidade'), item(2, 'Ouvidoria', { complemento: '<p>Relatórios <a href="/x">anuais</a></p>' }), item(3, 'Estatuto')]
    expect(buscarItens(itens, '  RELATORIO ').map((i) => i.id)).toEqual([1, 2])
    expect(buscarItens(itens, 'href').map((i) => i.id)).toEqual([])
    expect(buscarItens(itens, '   ')).toHaveLength(3)
  })
})

describe('publications', () => {
  const pub = (id: number, tituloPublicacao: string | null, dataPublicacao: string | null, subtituloPublicacao: string | null = null) => ({
    id,
    tituloPublicacao,
    subtituloPublicacao,
    dataPublicacao,
  })

  it('searches title or subtitle, accent- and case-insensitive', () => {
    const ps = [pub(1, 'Água e saneamento', null), pub(2, 'Balanço', null, 'Demonstrações de ÁGUA'), pub(3, 'Outro', null, 'agua? não')]
    expect(buscarPublicacoes(ps, 'agua').map((p) => p.id)).toEqual([1, 2, 3])
    expect(buscarPublicacoes(ps, 'Balanco').map((p) => p.id)).toEqual([2])
  })

  it('reads ISO with T, dd/mm/yyyy and generic dates; invalid ones are null', () => {
    expect(lerDataPublicacao('2024-03-15T10:00:00Z')?.toISOString()).toBe('2024-03-15T10:00:00.000Z')
    expect(lerDataPublicacao('15/03/2024')?.toISOString()).toBe('2024-03-15T00:00:00.000Z')
    expect(lerDataPublicacao('2024-03-15')?.toISOString()).toBe('2024-03-15T00:00:00.000Z')
    expect(lerDataPublicacao('March 15, 2024 12:00 UTC')?.getUTCDate()).toBe(15)
    expect(lerDataPublicacao('31/02/2024')).toBeNull()
    expect(lerDataPublicacao('ontem')).toBeNull()
    expect(lerDataPublicacao('')).toBeNull()
    expect(lerDataPublicacao(null)).toBeNull()
  })

  it("shows 'Sem título' and 'Data não disponível' when missing", () => {
    expect(tituloDaPublicacao({ tituloPublicacao: '  ' })).toBe('Sem título')
    expect(formatarDataPublicacao('99/99/2024')).toBe('Data não disponível')
    expect(formatarDataPublicacao('2024-01-01')).toBe('01/01/2024')
    expect(mesAno('2024-01-31T23:30:00Z')).toBe('01/2024')
  })

  it('offers the years from the current one down to 2015', () => {
    const anos = anosDoFiltro(new Date('2026-11-23T12:00:00Z'))
    expect(anos[0]).toBe(2026)
    expect(anos.at(-1)).toBe(2015)
    expect(anos).toHaveLength(12)
  })

  it('accepts months 0–11 and years 2015 to now from the query string', () => {
    const hoje = new Date('2026-11-23T12:00:00Z')
    expect(lerFiltroData('0', '2015', hoje)).toEqual({ mes: 0, ano: 2015 })
    expect(lerFiltroData('11', '2026', hoje)).toEqual({ mes: 11, ano: 2026 })
    expect(lerFiltroData('12', '2014', hoje)).toEqual({ mes: null, ano: null })
    expect(lerFiltroData('-1', '2027', hoje)).toEqual({ mes: null, ano: null })
    expect(lerFiltroData('x', undefined, hoje)).toEqual({ mes: null, ano: null })
  })

  it('filters by month and year in UTC and leaves undated items out only when a filter is on', () => {
    const ps = [pub(1, 'a', '2024-03-31T23:59:00Z'), pub(2, 'b', '01/04/2024'), pub(3, 'c', null), pub(4, 'd', '15/03/2023')]
    expect(filtrarPorData(ps, { mes: 2, ano: 2024 }).map((p) => p.id)).toEqual([1])
    expect(filtrarPorData(ps, { mes: 2, ano: null }).map((p) => p.id)).toEqual([1, 4])
    expect(filtrarPorData(ps, { mes: null, ano: 2024 }).map((p) => p.id)).toEqual([1, 2])
    expect(filtrarPorData(ps, { mes: null, ano: null }).map((p) => p.id)).toEqual([1, 2, 3, 4])
  })

  it('sorts newest first with undated last', () => {
    const ps = [pub(1, 'Água', null), pub(2, 'b', '2023-01-01'), pub(3, 'c', '2024-01-01'), pub(4, 'Zebra', null)]
    expect(ordenarPublicacoes(ps).map((p) => p.id)).toEqual([3, 2, 1, 4])
  })

  it('writes file sizes in pt-BR', () => {
    expect(tamanhoLegivel(512)).toBe('512 B')
    expect(tamanhoLegivel(850 * 1024)).toBe('850 KB')
    expect(tamanhoLegivel(1.25 * 1024 * 1024)).toBe('1,3 MB')
    expect(tamanhoLegivel(null)).toBe('')
  })
})

describe('lists', () => {
  const pub = (id: number, dia: number) => ({
    id,
    tipoPublicacao: 9,
    tituloPublicacao: `Balancete ${id}`,
    subtituloPublicacao: null,
    descricaoPublicacao: null,
    dataPublicacao: `2024-01-${String(dia).padStart(2, '0')}`,
    nomeArquivo: null,
    tipoArquivo: null,
    tamanhoArquivo: null,
  })
  const hoje = new Date('2026-11-23T12:00:00Z')

  it('reads search, month, year and page from the address, and writes them back without the page', () => {
    const c = lerConsulta({ busca: ['  Água ', 'x'], month: '0', year: '2024', pagina: '2' }, hoje)
    expect(c).toEqual({ busca: 'Água', filtro: { mes: 0, ano: 2024 }, pagina: 2 })
    expect(consultaDaLista(c)).toBe('busca=%C3%81gua&month=0&year=2024')
    expect(lerConsulta({}, hoje)).toEqual({ busca: '', filtro: { mes: null, ano: null }, pagina: 1 })
  })

  it('cuts the newest-first list into pages of 20', () => {
    const pubs = Array.from({ length: 25 }, (_, i) => pub(i + 1, i + 1))
    const p1 = listaDePublicacoes(pubs, { busca: '', filtro: { mes: null, ano: null }, pagina: 1 })
    expect(p1.totalPaginas).toBe(2)
    expect(p1.todas).toHaveLength(25)
    expect(p1.pagina.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i))
    const p2 = listaDePublicacoes(pubs, { busca: '', filtro: { mes: null, ano: null }, pagina: 2 })
    expect(p2.pagina.map((p) => p.id)).toEqual([5, 4, 3, 2, 1])
    expect(listaDePublicacoes([], { busca: '', filtro: { mes: null, ano: null }, pagina: 1 }).totalPaginas).toBe(1)
  })

  it('searches every word of the query, in any order', () => {
    const pubs = [{ ...pub(1, 1), tituloPublicacao: 'Relatório Anual do Comitê de Auditoria' }, pub(2, 2)]
    const r = listaDePublicacoes(pubs, { busca: 'comite relatorio', filtro: { mes: null, ano: null }, pagina: 1 })
    expect(r.todas.map((p) => p.id)).toEqual([1])
    expect(r.filtrado).toBe(true)
  })
})
