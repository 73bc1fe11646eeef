import { describe, expect, it } from 'vitest'

import {
  destaques,
  formatarDataNoticia,
  lerPagina,
  numerosDePagina,
  ordenarPorDataDesc,
  resumoPrincipal,
  resumoSecundario,
} from './noticia'

const item = (id: number, data: string) => ({ id, data })

describe('destaques (spec 1 §5: data descending, first 3)', () => {
  it('keeps the three newest, newest first, whatever the input order', () => {
    const itens = [item(1, '2026-01-10'), item(2, '2026-11-01'), item(3, '2025-12-31'), item(4, '2026-06-15'), item(5, '2026-11-02')]
    expect(destaques(itens).map((i) => i.id)).toEqual([5, 2, 4])
  })
  it('compares instants, not text (a time zone offset does not fool the order)', () => {
    const itens = [item(1, '2026-05-01T23:00:00-03:00'), item(2, '2026-05-02T01:00:00Z')]
    // 23:00 at UTC-3 is 02:00 UTC on the 2nd: item 1 is the newer one.
    expect(ordenarPorDataDesc(itens).map((i) => i.id)).toEqual([1, 2])
  })
  it('puts unreadable dates last', () => {
    expect(ordenarPorDataDesc([item(1, 'ontem'), item(2, '2020-01-01')]).map((i) => i.id)).toEqual([2, 1])
  })
})

describe('latest-news summaries (spec 1 §2.3, §9)', () => {
  it('the large item keeps 1000 characters whole and cuts the 1001st', () => {
    const mil = 'a'.repeat(1000)
    expect(resumoPrincipal(mil)).toBe(mil)
    expect(resumoPrincipal(`${mil}b`)).toBe(`${mil}...`)
  })
  it('the small items cut at 150 characters followed by "..."', () => {
    const texto = `${'x'.repeat(150)}resto`
    expect(resumoSecundario(texto)).toBe(`${'x'.repeat(150)}...`)
    expect(resumoSecundario('x'.repeat(150))).toBe('x'.repeat(150))
  })
})

describe('news dates in pt-BR', () => {
  it('shows the day in Rio Grande do Sul, not in UTC', () => {
    // 01:30 UTC on the 1st is still 22:30 on the 31st in Porto Alegre.
    expect(formatarDataNoticia('2026-01-01T01:30:00Z')).toBe('31/12/2025')
    expect(formatarDataNoticia('não é data')).toBe('')
  })
})

describe('pagination', () => {
  it('reads ?pagina= as a positive whole number, else page 1', () => {
    expect(lerPagina('3')).toBe(3)
    expect(lerPagina(['2', '5'])).toBe(2)
    for (const ruim of [undefined, '', '0', '-2', '2.5', 'abc', '9999999']) expect(lerPagina(ruim)).toBe(1)
  })
  it('shows first, last and neighbours with gaps', () => {
    expect(numerosDePagina(5, 12)).toEqual([1, null, 4, 5, 6, null, 12])
    expect(numerosDePagina(1, 3)).toEqual([1, 2, 3])
    expect(numerosDePagina(1, 1)).toEqual([1])
  })
})
