import { describe, expect, it } from 'vitest'

import { indexarAoMudar } from '@/server/payload/busca/indexar'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar, invalidarPaginasAoMudarGlobal } from '@/server/payload/invalidacao/hooks'

import { CadastrosFundos } from './CadastrosFundos'
import { declararColecao, declararGlobal, juntarHooks } from './colecao'
import { Denuncias } from './Denuncias'
import { ManifestacoesOuvidoria } from './ManifestacoesOuvidoria'
import { MensagensContato } from './MensagensContato'
import { Protocolos } from './Protocolos'
import { Simulacoes } from './Simulacoes'
import { SolicitacoesFinanciamento } from './SolicitacoesFinanciamento'

const base = { labels: { singular: 'Teste', plural: 'Testes' }, admin: { group: 'Conteúdo' as const }, fields: [] }

describe('declararColecao', () => {
  it('writes the slug once: access from its matrix row (readVersions follows update), the interface name under typescript', () => {
    const c = declararColecao('linhas-credito', { ...base, interfaceName: 'LinhaTeste' })
    expect(c.slug).toBe('linhas-credito')
    expect(c.typescript).toEqual({ interface: 'LinhaTeste' })
    expect(Object.keys(c.access ?? {}).sort()).toEqual(['create', 'delete', 'read', 'readVersions', 'update'])
    // The row says admin and comercial: an editor is refused, a commercial account allowed, an anonymous visitor refused.
    const ler = (roles?: string[]) => c.access!.read!({ req: { user: roles ? { id: 1, roles } : null } } as unknown as Parameters<NonNullable<NonNullable<typeof c.access>['read']>>[0])
    expect(ler(['editor'])).toBe(false)
    expect(ler(['comercial'])).toBe(true)
    expect(ler()).toBe(false)
    expect(c.hooks).toBeUndefined()
  })

  it('a collection the pages show gets the cache hooks after its own; one the search indexes, the index hooks before them', () => {
    const proprio = () => undefined
    const mostrada = declararColecao('banners', { ...base, mostradaNoSite: true, hooks: { afterChange: [proprio] } })
    expect(mostrada.hooks?.afterChange).toEqual([proprio, invalidarPaginasAoMudar])
    expect(mostrada.hooks?.afterDelete).toEqual([invalidarPaginasAoExcluir])
    const indexada = declararColecao('noticias', { ...base, mostradaNoSite: true })
    expect(indexada.hooks?.afterChange).toHaveLength(2)
    expect(String(indexada.hooks?.afterChange?.[0])).toBe(String(indexarAoMudar('noticias')))
    expect(indexada.hooks?.afterChange?.[1]).toBe(invalidarPaginasAoMudar)
    expect(indexada.hooks?.afterDelete?.[1]).toBe(invalidarPaginasAoExcluir)
  })

  it('refuses an indexed collection declared without the site hooks (its search entries would go stale)', () => {
    expect(() => declararColecao('noticias', base)).toThrow('noticias: the site search indexes it')
  })

  it('keeps what the matrix has no column for (who enters the back-office) beside the row', () => {
    const admin = () => true
    const c = declararColecao('users', { ...base, access: { admin } })
    expect(c.access?.admin).toBe(admin)
    expect(c.access?.read).toBeTypeOf('function')
  })
})

describe('juntarHooks', () => {
  it('joins kind by kind, in the order of the sources', () => {
    const a = () => undefined
    const b = () => undefined
    const c = () => undefined
    expect(juntarHooks({ afterChange: [a] }, undefined, { afterChange: [b], afterDelete: [c] })).toEqual({ afterChange: [a, b], afterDelete: [c] })
  })
})

describe('declararGlobal', () => {
  it('access from the matrix, and the cache hook after its own when the pages show it', () => {
    const proprio = () => undefined
    const g = declararGlobal('remuneracao', { label: 'Teste', admin: { group: 'Conteúdo' }, mostradaNoSite: true, hooks: { afterChange: [proprio] }, fields: [] })
    expect(g.hooks?.afterChange).toEqual([proprio, invalidarPaginasAoMudarGlobal])
    expect(Object.keys(g.access ?? {}).sort()).toEqual(['read', 'readVersions', 'update'])
  })
})

describe("a submission list's menu section is its team's", () => {
  it.each([
    [Simulacoes, 'Financiamento'],
    [SolicitacoesFinanciamento, 'Financiamento'],
    [CadastrosFundos, 'Cadastros'],
    [MensagensContato, 'Atendimento'],
    [ManifestacoesOuvidoria, 'Atendimento'],
    [Protocolos, 'Atendimento'],
    [Denuncias, 'Atendimento'],
  ])('%#', (colecao, grupo) => {
    expect(colecao.admin?.group).toBe(grupo)
  })
})
