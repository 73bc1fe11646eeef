import { beforeAll, describe, expect, it } from 'vitest'

import { GET as listAllPublicados } from '@/app/(contract)/banner/listAllPublicados/route'
import { GET as imagemCkfinder } from '@/app/(contract)/fas-ckfinder/noticias/image/[nome]/route'
import { GET as destaques } from '@/app/(contract)/fas/findNoticiasDestaque/route'
import { GET as home } from '@/app/(contract)/fas/findNoticiasHome/route'
import { GET as detalhe } from '@/app/(contract)/fas/noticias/detalhe/load/[id]/route'
import { GET as imagem } from '@/app/(contract)/fas/noticias/image/[nome]/route'

import { anonymous, getTestPayload } from './helpers'

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"><rect width="2" height="1"/></svg>')
const semParams = { params: Promise.resolve({}) }
const ids: Record<string, number> = {}

async function json<T>(r: Response | Promise<Response>): Promise<T> {
  return (await (await r).json()) as T
}

describe('contrato: notícias e banners', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    const capa = await payload.create({
      collection: 'imagens',
      data: { alt: 'capa' },
      file: { data: SVG, mimetype: 'image/svg+xml', name: 'capa-noticia.svg', size: SVG.length },
    })
    const noticia = async (titulo: string, data: string, destaque: boolean, status: 'published' | 'draft' = 'published', corpo = '<p>Texto.</p>') => {
      const doc = await payload.create({
        collection: 'noticias',
        data: { titulo, resumo: `Resumo de ${titulo}`, corpo, data, destaque, imagemCapa: capa.id, _status: status },
        draft: status === 'draft',
      })
      ids[titulo] = doc.id
    }
    // Created out of date order, so an answer in insertion order would be wrong.
    await noticia('Março', '2026-03-10T12:00:00Z', true)
    await noticia('Novembro', '2026-11-10T12:00:00Z', true, 'published', '<p>Olá</p><script>alert(1)</script><img src=x onerror="alert(2)">')
    await noticia('Janeiro', '2026-01-10T12:00:00Z', true)
    await noticia('Agosto', '2026-08-10T12:00:00Z', true)
    await noticia('Outubro sem destaque', '2026-10-10T12:00:00Z', false)
    await noticia('Rascunho mais novo', '2026-11-20T12:00:00Z', true, 'draft')

    const banner = (titulo: string, ordem: number, status: 'published' | 'draft' = 'published', url = '') =>
      payload.create({ collection: 'banners', data: { titulo, descricaoImagem: `Imagem ${titulo}`, imagem: capa.id, ordem, url, _status: status }, draft: status === 'draft' })
    await banner('Dez', 10)
    await banner('Dois', 2, 'published', 'https://www.rs.gov.br')
    await banner('Um', 1, 'published', '/empresa/35')
    await banner('Rascunho', 0, 'draft')
  })

  it('GET /fas/findNoticiasDestaque: published highlights, data descending, first 3, spec fields', async () => {
    const r = await destaques(new Request('http://t/fas/findNoticiasDestaque'), semParams)
    expect(r.status).toBe(200)
    const corpo = await json<Record<string, unknown>[]>(r)
    expect(corpo.map((n) => n.titulo)).toEqual(['Novembro', 'Agosto', 'Março'])
    expect(Object.keys(corpo[0]!).sort()).toEqual(['corpo', 'corpoFormatado', 'data', 'dataFormatada', 'id', 'nomeImagemCapa', 'resumo', 'titulo'])
    expect(corpo[0]).toMatchObject({ nomeImagemCapa: 'capa-noticia.svg', dataFormatada: '10/11/2026' })
  })

  it('GET /fas/findNoticiasHome: the three newest published items, highlight or not', async () => {
    const corpo = await json<{ titulo: string }[]>(home(new Request('http://t/fas/findNoticiasHome'), semParams))
    expect(corpo.map((n) => n.titulo)).toEqual(['Novembro', 'Outubro sem destaque', 'Agosto'])
  })

  it('GET /fas/noticias/detalhe/load/{id}: titulo, data and the sanitised body', async () => {
    const id = String(ids.Novembro)
    const n = await json<{ titulo: string; data: string; corpoFormatado: string }>(
      detalhe(new Request(`http://t/fas/noticias/detalhe/load/${id}`), { params: Promise.resolve({ id }) }),
    )
    expect(n.titulo).toBe('Novembro')
    expect(new Date(n.data).toISOString()).toBe('2026-11-10T12:00:00.000Z')
    expect(n.corpoFormatado).toContain('<p>Olá</p>')
    expect(n.corpoFormatado).not.toMatch(/script|onerror/)
  })

  it('a draft is never served to anyone outside the back-office, and bad ids are 4xx', async () => {
    const pedir = (id: string) => detalhe(new Request(`http://t/fas/noticias/detalhe/load/${id}`), { params: Promise.resolve({ id }) })
    const rascunho = await pedir(String(ids['Rascunho mais novo']))
    expect(rascunho.status).toBe(404)
    expect(await rascunho.json()).toEqual({ message: 'Notícia não encontrada.' })
    expect((await pedir('999999')).status).toBe(404)
    const ruim = await pedir('abc')
    expect(ruim.status).toBe(400)
    expect(await ruim.json()).toEqual({ message: 'id: deve ser um número inteiro positivo.' })
    const payload = await getTestPayload()
    const visiveis = await payload.find({ collection: 'noticias', limit: 0, ...anonymous })
    expect(visiveis.docs.map((d) => d.titulo)).not.toContain('Rascunho mais novo')
  })

  it('GET /fas/noticias/image/{nome} and /fas-ckfinder/noticias/image/{nome} serve the cover', async () => {
    for (const rota of [imagem, imagemCkfinder]) {
      const r = await rota(new Request('http://t/x'), { params: Promise.resolve({ nome: 'capa-noticia.svg' }) })
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toBe('image/svg+xml')
      expect(Buffer.from(await r.arrayBuffer()).equals(SVG)).toBe(true)
      expect((await rota(new Request('http://t/x'), { params: Promise.resolve({ nome: '..%2Fsite.db' }) })).status).toBe(404)
    }
  })

  it('GET /banner/listAllPublicados: published banners by ordem as numbers, spec fields', async () => {
    const r = await listAllPublicados(new Request('http://t/banner/listAllPublicados'), semParams)
    expect(r.status).toBe(200)
    const corpo = await json<Record<string, unknown>[]>(r)
    expect(corpo.map((b) => b.titulo)).toEqual(['Um', 'Dois', 'Dez'])
    expect(Object.keys(corpo[0]!).sort()).toEqual(['descricaoImagem', 'id', 'imagem', 'ordem', 'titulo', 'url'])
    expect(corpo[0]).toMatchObject({ url: '/empresa/35', descricaoImagem: 'Imagem Um' })
    expect(String(corpo[0]!.imagem)).toMatch(/capa-noticia\.svg$/)
  })
})
