import { beforeAll, describe, expect, it } from 'vitest'

import { GET as imagem } from '@/app/(contract)/fas/produtos/image/[imagemCapa]/route'
import { GET as porPerfil } from '@/app/(contract)/fas/produtos/perfil/findProdutoByPerfil/[perfil]/route'

import { getTestPayload } from './helpers'

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"><rect width="2" height="1"/></svg>')

async function listar(perfil: string) {
  return porPerfil(new Request(`http://t/fas/produtos/perfil/findProdutoByPerfil/${perfil}`), {
    params: Promise.resolve({ perfil }),
  })
}

describe('contrato: GET /fas/produtos/perfil/findProdutoByPerfil/{perfil}', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    const capa = await payload.create({
      collection: 'imagens',
      data: { alt: 'capa' },
      file: { data: SVG, mimetype: 'image/svg+xml', name: 'capa-teste.svg', size: SVG.length },
    })
    const comum = { resumo: 'd', texto: '<p>t</p>', emailContato: 'pub@x.rs.gov.br' }
    await payload.create({ collection: 'produtos', data: { ...comum, id: 48, titulo: 'Pavimentação', perfil: 'PUB', imagemCapa: capa.id, _status: 'published' } })
    await payload.create({ collection: 'produtos', data: { ...comum, titulo: 'Iluminação', perfil: 'PUB', _status: 'published' } })
    await payload.create({ collection: 'produtos', data: { ...comum, titulo: 'Escolas (rascunho)', perfil: 'PUB', _status: 'draft' } })
    await payload.create({ collection: 'produtos', data: { ...comum, titulo: 'Trator', perfil: 'AGRO', _status: 'published' } })
    // Titles whose byte order differs from a Brazilian reader's.
    for (const titulo of ['Zebu leiteiro', 'Ônibus rural', 'avicultura', 'Éxito na safra', 'Água para irrigação']) {
      await payload.create({ collection: 'produtos', data: { ...comum, titulo, perfil: 'ICS', _status: 'published' } })
    }
  })

  it('ordena como um leitor brasileiro: acentos e maiúsculas não mudam a ordem', async () => {
    const corpo = (await (await listar('ICS')).json()) as { titulo: string }[]
    // Byte order: Zebu, avicultura, Água, Éxito, Ônibus.
    expect(corpo.map((p) => p.titulo)).toEqual(['Água para irrigação', 'avicultura', 'Éxito na safra', 'Ônibus rural', 'Zebu leiteiro'])
  })

  it('responde os produtos publicados do perfil, por título, com os campos da especificação', async () => {
    const r = await listar('PUB')
    expect(r.status).toBe(200)
    const corpo = (await r.json()) as Record<string, unknown>[]
    expect(corpo.map((p) => p.titulo)).toEqual(['Iluminação', 'Pavimentação'])
    expect(Object.keys(corpo[1]!).sort()).toEqual(
      ['descricao', 'emailContato', 'id', 'imagemCapa', 'link', 'perfil', 'texto', 'titulo'].sort(),
    )
    expect(corpo[1]).toMatchObject({ id: 48, imagemCapa: 'capa-teste.svg', emailContato: 'pub@x.rs.gov.br' })
  })

  it('aceita o perfil em minúsculas', async () => {
    const corpo = (await (await listar('agro')).json()) as { titulo: string }[]
    expect(corpo.map((p) => p.titulo)).toEqual(['Trator'])
  })

  it('responde 400 com mensagem em português para um perfil desconhecido', async () => {
    const r = await listar('XYZ')
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ message: 'perfil: valor inválido. Use AGRO, ICS, PUB ou INV.' })
  })
})

describe('contrato: GET /fas/produtos/image/{imagemCapa}', () => {
  const pedir = (nome: string, headers: Record<string, string> = {}) =>
    imagem(new Request(`http://t/fas/produtos/image/${nome}`, { headers }), { params: Promise.resolve({ imagemCapa: nome }) })

  it('serve a imagem com tipo, cache e ETag; 304 quando o ETag confere', async () => {
    const r = await pedir('capa-teste.svg')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('image/svg+xml')
    expect(r.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(r.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await r.arrayBuffer()).equals(SVG)).toBe(true)
    const etag = r.headers.get('etag')!
    expect((await pedir('capa-teste.svg', { 'if-none-match': etag })).status).toBe(304)
  })

  it('responde 404 para um arquivo desconhecido ou um caminho fora da pasta', async () => {
    expect((await pedir('nao-existe.svg')).status).toBe(404)
    expect((await pedir('..%2F..%2Fsite.db')).status).toBe(404)
    expect((await pedir('.payload-secret')).status).toBe(404)
  })
})
