import { beforeAll, describe, expect, it } from 'vitest'

import { GET as dadosAbertos } from '@/app/(contract)/dados-abertos/publicacoes/[arquivo]/route'
import { GET as menuListAll } from '@/app/(contract)/fas-service/rest/menu/listAll/route'
import { GET as porTipo } from '@/app/(contract)/fas/transparencia/findAllPublicacaoByTipoPublicacao/[tipo]/[mes]/[ano]/route'
import { GET as tipos } from '@/app/(contract)/fas/transparencia/findAllTipoPublicacao/route'
import { GET as download } from '@/app/(contract)/transparencia/download/route'

import { pdfMinimo } from '@/seed/pdf-minimo'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

const semParams = { params: Promise.resolve({}) }
const ids: Record<string, number> = {}
const pdf = (texto: string) => pdfMinimo(texto, ['Teste'])

async function json<T>(r: Response | Promise<Response>): Promise<T> {
  return (await (await r).json()) as T
}
const doTipo = (tipo: string, mes = '-1', ano = '-1') =>
  porTipo(new Request(`http://t/fas/transparencia/findAllPublicacaoByTipoPublicacao/${tipo}/${mes}/${ano}`), { params: Promise.resolve({ tipo, mes, ano }) })
const baixar = (id: string) => download(new Request(`http://t/transparencia/download?idPublicacao=${id}`), semParams)

describe('contrato: transparência, publicações e licitações', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.create({ collection: 'tipos-publicacao', data: { id: 17, titulo: 'Código de Ética' } })
    await payload.create({ collection: 'tipos-publicacao', data: { id: 9, titulo: 'Demonstrações Financeiras' } })
    await payload.create({ collection: 'itens-menu', data: { id: 3, titulo: 'Transparência', status: 'PBL', ordem: 0, formato: 'TEXTO', complemento: '<p>raiz</p>' } })
    await payload.create({ collection: 'itens-menu', data: { id: 101, titulo: 'Código de Ética', menuPai: 3, status: 'PBL', ordem: 2, formato: 'PUBLICACOES', tipoPublicacao: 17 } })
    await payload.create({ collection: 'itens-menu', data: { id: 102, titulo: 'Portal', menuPai: 3, status: 'PBL', ordem: 1, formato: 'LINK EXTERNO', link: ' https://www.transparencia.rs.gov.br ' } })
    await payload.create({
      collection: 'itens-menu',
      data: { id: 103, titulo: 'Acesso', menuPai: 3, status: 'PBL', ordem: 3, formato: 'TEXTO', complemento: '<p>Peça <a href="/x" onclick="alert(1)">aqui</a></p><script>alert(2)</script>' },
    })
    await payload.create({ collection: 'itens-menu', data: { id: 104, titulo: 'Rascunho', menuPai: 3, status: 'RSC', ordem: 4, formato: 'TEXTO', complemento: '<p>oculto</p>' } })

    const publicacao = async (nome: string, tipo: number, data: string | null, status: 'published' | 'draft' = 'published') => {
      const arquivo = pdf(nome)
      const doc = await payload.create({
        collection: 'publicacoes',
        data: { tipoPublicacao: tipo, tituloPublicacao: nome, subtituloPublicacao: `Sub ${nome}`, dataPublicacao: data, _status: status },
        draft: status === 'draft',
        file: { data: arquivo, mimetype: 'application/pdf', name: `${nome}.pdf`, size: arquivo.length },
      })
      ids[nome] = doc.id
    }
    // Out of date order, so an answer in insertion order would be wrong.
    await publicacao('codigo-2019', 17, '2019-02-14T12:00:00.000Z')
    await publicacao('codigo-2024', 17, '2024-08-27T12:00:00.000Z')
    await publicacao('codigo-sem-data', 17, null)
    await publicacao('codigo-rascunho', 17, '2026-01-01T12:00:00.000Z', 'draft')
    await publicacao('balanco-marco-2024', 9, '2024-03-15T12:00:00.000Z')
  })

  it('GET /fas-service/rest/menu/listAll: published items only, legacy fields, complemento derived from what the editor chose', async () => {
    const r = await menuListAll(new Request('http://t/fas-service/rest/menu/listAll'), semParams)
    expect(r.status).toBe(200)
    const itens = await json<Record<string, unknown>[]>(r)
    expect(itens.map((i) => i.id as number).sort((a, b) => a - b)).toEqual([3, 101, 102, 103])
    const porId: Record<number, Record<string, unknown>> = Object.fromEntries(itens.map((i) => [i.id as number, i]))
    expect(Object.keys(porId[101]!).sort()).toEqual(['complemento', 'formato', 'id', 'menuPai', 'ordem', 'status', 'titulo'])
    expect(porId[101]).toMatchObject({ complemento: '17', menuPai: 3, status: 'PBL', ordem: 2 })
    expect(porId[102]).toMatchObject({ complemento: 'https://www.transparencia.rs.gov.br', formato: 'LINK EXTERNO' })
    expect(porId[103]!.complemento).toContain('<a href="/x">aqui</a>')
    expect(porId[103]!.complemento).not.toMatch(/script|onclick/)
  })

  it('GET /fas/transparencia/findAllTipoPublicacao: id and titulo', async () => {
    const corpo = await json<unknown[]>(tipos(new Request('http://t/x'), semParams))
    expect(corpo).toEqual([
      { id: 17, titulo: 'Código de Ética' },
      { id: 9, titulo: 'Demonstrações Financeiras' },
    ])
  })

  it('GET …/findAllPublicacaoByTipoPublicacao/{tipo}/-1/-1: published only, newest first, undated last, legacy fields', async () => {
    const r = await doTipo('17')
    expect(r.status).toBe(200)
    const corpo = await json<Record<string, unknown>[]>(r)
    expect(corpo.map((p) => p.tituloPublicacao)).toEqual(['codigo-2024', 'codigo-2019', 'codigo-sem-data'])
    expect(corpo[0]).toMatchObject({
      id: ids['codigo-2024'],
      tipoPublicacao: 17,
      dataPublicacaoMesAno: '08/2024',
      subtituloPublicacao: 'Sub codigo-2024',
      nomeArquivo: 'codigo-2024.pdf',
      tipoArquivo: 'application/pdf',
      extensaoArquivo: 'pdf',
      formato: 'PDF',
      endereco: `/transparencia/download?idPublicacao=${ids['codigo-2024']}`,
    })
    expect(corpo[0]!.tamanhoArquivo).toBe(pdf('codigo-2024').length)
  })

  it('filters by month (0–11) and year, leaving undated items out; rejects values out of range', async () => {
    expect((await json<{ tituloPublicacao: string }[]>(doTipo('17', '7', '2024'))).map((p) => p.tituloPublicacao)).toEqual(['codigo-2024'])
    expect((await json<{ tituloPublicacao: string }[]>(doTipo('17', '-1', '2019'))).map((p) => p.tituloPublicacao)).toEqual(['codigo-2019'])
    expect(await json(doTipo('17', '8', '2024'))).toEqual([])
    expect((await doTipo('17', '12', '-1')).status).toBe(400)
    expect((await doTipo('17', '-1', '2014')).status).toBe(400)
    expect((await doTipo('abc')).status).toBe(400)
    expect(await json(doTipo('555'))).toEqual([])
  })

  it('GET /transparencia/download: the file under its real name and type; drafts and unknown ids are 404', async () => {
    const r = await baixar(String(ids['codigo-2024']))
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/pdf')
    expect(r.headers.get('content-disposition')).toContain('attachment; filename="codigo-2024.pdf"')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await r.arrayBuffer()).equals(pdf('codigo-2024'))).toBe(true)
    expect((await baixar(String(ids['codigo-rascunho']))).status).toBe(404)
    expect((await baixar('999999')).status).toBe(404)
    expect((await baixar('abc')).status).toBe(400)
  })

  it('anonymous visitors never read draft publications or unpublished menu items; editors do', async () => {
    const payload = await getTestPayload()
    const anonimas = await payload.find({ collection: 'publicacoes', limit: 0, ...anonymous })
    expect(anonimas.docs.map((d) => d.tituloPublicacao)).not.toContain('codigo-rascunho')
    const itens = await payload.find({ collection: 'itens-menu', limit: 0, ...anonymous })
    expect(itens.docs.map((d) => d.id)).not.toContain(104)
    const editor = await createStaffUser(['editor'])
    expect((await payload.find({ collection: 'itens-menu', limit: 0, ...asUser(editor) })).docs.map((d) => d.id)).toContain(104)
    const comercial = await createStaffUser(['comercial'])
    await expect(payload.create({ collection: 'tipos-publicacao', data: { titulo: 'X' }, ...asUser(comercial) })).rejects.toThrow()
    await expect(payload.create({ collection: 'itens-menu', data: { titulo: 'X', status: 'PBL', ordem: 0, formato: 'TEXTO' }, ...anonymous })).rejects.toThrow()
  })

  it('refuses an external-link item without an http(s) address and a publications item without a category', async () => {
    const payload = await getTestPayload()
    await expect(payload.create({ collection: 'itens-menu', data: { titulo: 'L', status: 'PBL', ordem: 0, formato: 'LINK EXTERNO', link: 'javascript:alert(1)' } })).rejects.toThrow(/http/)
    await expect(payload.create({ collection: 'itens-menu', data: { titulo: 'P', status: 'PBL', ordem: 0, formato: 'PUBLICACOES' } })).rejects.toThrow(/categoria/i)
  })

  it('open data: the list as CSV and JSON, with the same filters', async () => {
    const arq = (arquivo: string, q = '') => dadosAbertos(new Request(`http://t/dados-abertos/publicacoes/${arquivo}${q}`), { params: Promise.resolve({ arquivo }) })
    const j = await arq('17.json', '?year=2024')
    expect(j.status).toBe(200)
    const registros = await json<Record<string, unknown>[]>(j)
    expect(registros.map((r) => r.titulo)).toEqual(['codigo-2024'])
    expect(registros[0]).toMatchObject({ categoria: 'Código de Ética', data: '2024-08-27', arquivo: 'codigo-2024.pdf' })
    const c = await arq('todas.csv', '?busca=BALANCO')
    expect(c.headers.get('content-type')).toContain('text/csv')
    const linhas = (await c.text()).trim().split('\r\n')
    expect(linhas).toHaveLength(2)
    expect(linhas[1]).toContain('balanco-marco-2024')
    expect((await arq('555.csv')).status).toBe(404)
    expect((await arq('17.xml')).status).toBe(400)
  })
})
