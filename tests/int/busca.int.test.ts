import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { indiceFaltando, reconstruirIndice } from '@/server/payload/busca/indexar'
import { buscarNoSite } from '@/dados/busca'
import { pdfMinimo } from '@/seed/pdf-minimo'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

/** The pages the law requires, which every site has from its first start (src/seed/obrigatorio.ts). */
const PAGINAS_OBRIGATORIAS = new Set(['/acessibilidade', '/politica-de-privacidade', '/acesso-a-informacao'])

/** Titles found for a query, per kind: what the results page shows, less the required pages (these tests look at what they write). */
async function achados(consulta: string): Promise<Record<string, string[]>> {
  const grupos = await buscarNoSite(consulta)
  return Object.fromEntries(
    grupos.map((g) => [g.grupo, g.resultados.filter((r) => !PAGINAS_OBRIGATORIAS.has(r.href)).map((r) => r.titulo)] as const).filter(([, titulos]) => titulos.length),
  )
}

let payload: Payload

describe('site search index kept by the collections’ hooks', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('a published news item is found accent- and case-insensitively; a draft is not', async () => {
    await payload.create({ collection: 'noticias', data: { titulo: 'Irrigação no Pampa', resumo: 'Açudes e poços.', data: '2026-11-01T12:00:00.000Z', _status: 'published' } })
    await payload.create({ collection: 'noticias', data: { titulo: 'Irrigação secreta', resumo: 'Ainda em revisão.', data: '2026-11-02T12:00:00.000Z', _status: 'draft' }, draft: true })
    expect(await achados('IRRIGACAO')).toEqual({ Notícias: ['Irrigação no Pampa'] })
    expect(await achados('acudes pocos')).toEqual({ Notícias: ['Irrigação no Pampa'] })
  })

  it('a draft saved over a published item leaves the published text in the index until it is published', async () => {
    const n = await payload.create({ collection: 'noticias', data: { titulo: 'Feira de máquinas', resumo: 'Expointer.', data: '2026-11-03T12:00:00.000Z', _status: 'published' } })
    await payload.update({ collection: 'noticias', id: n.id, data: { titulo: 'Feira de tratores' }, draft: true })
    expect(await achados('feira')).toEqual({ Notícias: ['Feira de máquinas'] })
    await payload.update({ collection: 'noticias', id: n.id, data: { titulo: 'Feira de tratores', _status: 'published' } })
    expect(await achados('feira')).toEqual({ Notícias: ['Feira de tratores'] })
    // Unpublishing takes it out; deleting leaves nothing behind.
    await payload.update({ collection: 'noticias', id: n.id, data: { _status: 'draft' } })
    expect(await achados('feira')).toEqual({})
    await payload.update({ collection: 'noticias', id: n.id, data: { _status: 'published' } })
    await payload.delete({ collection: 'noticias', id: n.id })
    expect(await achados('feira')).toEqual({})
    expect((await payload.count({ collection: 'indice-busca', where: { origem: { equals: `noticias:${n.id}` } } })).totalDocs).toBe(0)
  })

  it('an editor’s change through the access rules reaches the index', async () => {
    const editor = await createStaffUser(['editor'])
    const p = await payload.create({ collection: 'produtos', data: { titulo: 'Custeio pecuário', perfil: 'AGRO', resumo: 'Ração e vacinas.', _status: 'published' } })
    expect(await achados('vacinas')).toEqual({ Produtos: ['Custeio pecuário'] })
    await payload.update({ collection: 'produtos', id: p.id, data: { resumo: 'Sal mineral.' }, ...asUser(editor) })
    expect(await achados('vacinas')).toEqual({})
    expect(await achados('sal mineral')).toEqual({ Produtos: ['Custeio pecuário'] })
  })

  it('menu items: only published ones under transparency or tenders', async () => {
    await payload.create({ collection: 'itens-menu', data: { id: 3, titulo: 'Transparência', status: 'PBL', ordem: 0, formato: 'TEXTO', complemento: '<p>raiz</p>' } })
    await payload.create({ collection: 'itens-menu', data: { id: 24, titulo: 'Licitações', status: 'PBL', ordem: 0, formato: 'TEXTO', complemento: '<p>raiz</p>' } })
    const item = await payload.create({ collection: 'itens-menu', data: { titulo: 'Ouvidoria pública', menuPai: 3, status: 'RSC', ordem: 1, formato: 'TEXTO', complemento: '<p>Relatórios</p>' } })
    await payload.create({ collection: 'itens-menu', data: { titulo: 'Pregões da ouvidoria', menuPai: 24, status: 'PBL', ordem: 1, formato: 'TEXTO', complemento: '<p>Editais</p>' } })
    expect(await achados('ouvidoria')).toEqual({ Transparência: ['Pregões da ouvidoria'] })
    await payload.update({ collection: 'itens-menu', id: item.id, data: { status: 'PBL' } })
    const grupos = await buscarNoSite('ouvidoria')
    expect(grupos[0]?.resultados).toEqual([
      { tipo: 'Transparência', titulo: 'Ouvidoria pública', resumo: 'Relatórios', href: '/transparencia/ouvidoria-publica' },
      { tipo: 'Licitações', titulo: 'Pregões da ouvidoria', resumo: 'Editais', href: expect.stringMatching(/^\/licitacoes\?item=\d+$/) as unknown },
    ])
  })

  it('publications carry their category’s title, and renaming the category rewrites them', async () => {
    await payload.create({ collection: 'tipos-publicacao', data: { id: 9, titulo: 'Demonstrações Financeiras' } })
    const arquivo = pdfMinimo('balanço', ['Teste'])
    const publicar = (titulo: string, status: 'published' | 'draft') =>
      payload.create({
        collection: 'publicacoes',
        data: { tipoPublicacao: 9, tituloPublicacao: titulo, dataPublicacao: '2024-03-15T12:00:00.000Z', _status: status },
        draft: status === 'draft',
        file: { data: arquivo, mimetype: 'application/pdf', name: `${titulo}.pdf`, size: arquivo.length },
      })
    await publicar('Balanço 2024', 'published')
    await publicar('Balanço 2025', 'draft')
    expect(await achados('balanco')).toEqual({ Publicações: ['Balanço 2024'] })
    expect(await achados('demonstracoes')).toEqual({ Publicações: ['Balanço 2024'] })
    await payload.update({ collection: 'tipos-publicacao', id: 9, data: { titulo: 'Balancetes Contábeis' } })
    expect(await achados('demonstracoes')).toEqual({})
    expect((await buscarNoSite('contabeis'))[0]?.resultados[0]?.tipo).toBe('Publicação · Balancetes Contábeis')
  })

  it('funds, stories, institutional pages and social projects are found, grouped by kind in a fixed order', async () => {
    await payload.create({ collection: 'fundos', data: { codigo: 'FEAPER', titulo: 'Fundo Estadual de Apoio ao Pequeno Estabelecimento Rural', resumo: 'Apoio à agricultura familiar.' } })
    await payload.create({ collection: 'casos-sucesso', data: { rota: 'biomix', titulo: 'Biomix', empresa: 'Biomix Ltda.', resumo: 'Agricultura de precisão.' } })
    await payload.create({ collection: 'paginas-institucionais', data: { rota: 'historia', titulo: 'Nossa história', resumo: 'Desde 1973.', secoes: [{ titulo: 'Agricultura', corpo: '<p>Conselhos regionais</p>' }] } })
    await payload.create({ collection: 'projetos-sociais', data: { nome: 'Hortas escolares', slug: 'hortas', resumo: 'Agricultura nas escolas.' } })
    const grupos = await buscarNoSite('agricultura')
    expect(grupos.map((g) => g.grupo)).toEqual(['Fundos estaduais', 'Páginas institucionais', 'Casos de sucesso'])
    expect(grupos[1]?.resultados.map((r) => r.href).sort()).toEqual(['/historia', '/projetos-sociais?projeto=hortas'])
    expect(await achados('conselhos regionais')).toEqual({ 'Páginas institucionais': ['Nossa história'] })
  })

  it('the governing bodies and the directorates are found by the people and areas they list', async () => {
    const orgao = await payload.create({ collection: 'orgaos', data: { nome: 'Conselho Fiscal', descricao: 'Fiscaliza as contas da agência.', membros: [{ nome: 'Joana Pereira', cargo: 'Conselheira' }] } })
    await payload.create({ collection: 'diretorias', data: { nome: 'Diretoria de Crédito', responsavel: 'Ana Souza', areas: [{ nome: 'Análise de Risco', responsavel: 'Joana Pereira' }] } })
    expect(await achados('joana pereira')).toEqual({ 'Páginas institucionais': ['Conselho Fiscal', 'Diretoria de Crédito'] })
    await payload.delete({ collection: 'orgaos', id: orgao.id })
    expect(await achados('joana pereira')).toEqual({ 'Páginas institucionais': ['Diretoria de Crédito'] })
  })

  it('a query reads the index only, never the content collections', async () => {
    const find = vi.spyOn(payload, 'find')
    try {
      await buscarNoSite('agricultura familiar')
      expect(find.mock.calls.map(([a]) => a.collection)).toEqual(['indice-busca'])
    } finally {
      find.mockRestore()
    }
  })

  it('nobody reads or writes the index through the API; anonymous visitors and editors alike are refused', async () => {
    const editor = await createStaffUser(['editor'])
    const admin = await createStaffUser(['admin'])
    await expect(payload.find({ collection: 'indice-busca', ...anonymous })).rejects.toThrow()
    await expect(payload.find({ collection: 'indice-busca', ...asUser(editor) })).rejects.toThrow()
    expect((await payload.find({ collection: 'indice-busca', ...asUser(admin) })).totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({ collection: 'indice-busca', data: { origem: 'x:1', colecao: 'x', grupo: 'Produtos', tipo: 'x', titulo: 'x', href: '/x', texto: 'x' }, ...asUser(admin) }),
    ).rejects.toThrow()
  })

  it('a lost index is noticed and rebuilt with the same entries', async () => {
    const antes = (await payload.find({ collection: 'indice-busca', limit: 0, sort: 'origem' })).docs.map((d) => [d.origem, d.texto, d.href])
    expect(await indiceFaltando(payload)).toBe(false)
    await payload.delete({ collection: 'indice-busca', where: { id: { exists: true } } })
    expect(await indiceFaltando(payload)).toBe(true)
    expect(await reconstruirIndice(payload)).toBe(antes.length)
    const depois = (await payload.find({ collection: 'indice-busca', limit: 0, sort: 'origem' })).docs.map((d) => [d.origem, d.texto, d.href])
    expect(depois).toEqual(antes)
  })
})
