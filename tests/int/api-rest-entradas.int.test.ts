import { describe, expect, it } from 'vitest'

import { GET as dadosAbertos } from '@/app/(contract)/dados-abertos/publicacoes/[arquivo]/route'
import { GET as noticiaDetalhe } from '@/app/(contract)/fas/noticias/detalhe/load/[id]/route'

import { authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

/**
 * What a client can send the REST API that Payload could not read answered a 500 with a stack
 * (issue 33, F3–F7); each family here, called through Payload's own REST route, is a 4xx with a
 * message (src/server/borda/rest/entradas.ts). The reproducers are the issue's.
 */
type Manipulador = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

async function chamar(metodo: string, endereco: string, token?: string, corpo?: string): Promise<{ status: number; mensagem: string }> {
  const rota = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<string, Manipulador>
  const url = new URL(`http://localhost${endereco}`)
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  const headers: Record<string, string> = { ...(token ? authHeaders(token) : {}), ...(corpo ? { 'content-type': 'application/json' } : {}) }
  const r = await rota[metodo]!(new Request(url, { method: metodo, headers, body: corpo }), { params: Promise.resolve({ slug }) })
  const json = (await r.json()) as { errors?: { message: string }[]; message?: string }
  return { status: r.status, mensagem: json.errors?.[0]?.message ?? json.message ?? '' }
}

describe('API REST: erros que o cliente causa são 4xx com mensagem', () => {
  it('F3: arquivo ausente numa coleção pública de uploads, e nome com NUL: 404', async () => {
    await getTestPayload()
    expect(await chamar('GET', '/api/imagens/file/nao-existe.svg')).toEqual({ status: 404, mensagem: 'Arquivo não encontrado.' })
    expect(await chamar('GET', '/api/imagens/file/a%00b.svg')).toEqual({ status: 404, mensagem: 'Arquivo não encontrado.' })
  })

  it('F4: id que não é número (ou fora do que o banco guarda): 404', async () => {
    for (const id of ['abc', '0', '99999999999']) expect((await chamar('GET', `/api/noticias/${id}`)).status, id).toBe(404)
    expect((await chamar('DELETE', '/api/noticias/abc')).status).toBeGreaterThanOrEqual(400)
  })

  it('F5: valores extremos na consulta: 400 com a mensagem; uma consulta normal segue 200', async () => {
    const casos: [string, string][] = [
      ['where[titulo][near]=1,2', 'Operador de filtro não suportado: "near".'],
      ['where[id][greater_than]=1e999', 'Valor inválido no filtro "id".'],
      ['where[createdAt][greater_than]=2020-13-45', 'Valor inválido no filtro "createdAt".'],
      ['limit=-1&page=2', 'O parâmetro limit deve ser um número inteiro entre 0 e 100000.'],
      ['page=1e999', 'O parâmetro page deve ser um número inteiro entre 1 e 1000000.'],
      ['depth=1e999', 'O parâmetro depth deve ser um número inteiro entre 0 e 10.'],
      ['where[id][equals]=abc', 'Valor inválido no filtro "id".'],
    ]
    for (const [consulta, mensagem] of casos) expect(await chamar('GET', `/api/noticias?${consulta}`), consulta).toEqual({ status: 400, mensagem })
    expect((await chamar('GET', '/api/noticias?limit=5&page=1&where[createdAt][greater_than]=2020-01-01')).status).toBe(200)
  })

  it('F6 e F7: rascunho sem permissão e verificação de e-mail inexistente: 4xx', async () => {
    expect((await chamar('POST', '/api/noticias?draft=true', undefined, '{"titulo":"x"}')).status).toBe(403)
    expect(await chamar('POST', '/api/users/verify/x')).toEqual({ status: 404, mensagem: 'Registro não encontrado.' })
  })

  it('rotas da equipe: versões de um global que não as guarda e exclusão de uma preferência que não existe: 404', async () => {
    const admin = await createStaffUser(['admin'])
    const token = await loginToken(admin)
    expect(await chamar('GET', '/api/globals/configuracoes-site/versions', token)).toEqual({ status: 404, mensagem: 'Registro não encontrado.' })
    expect(await chamar('DELETE', '/api/payload-preferences/x', token)).toEqual({ status: 404, mensagem: 'Registro não encontrado.' })
    expect((await chamar('DELETE', '/api/payload-preferences/x')).status).toBe(401)
    // Found by bench:falhas: a collection that keeps no versions, and Payload's migrations (no REST at all: 501).
    expect(await chamar('GET', '/api/linhas-credito/versions', token)).toEqual({ status: 404, mensagem: 'Registro não encontrado.' })
    expect((await chamar('POST', '/api/tipos-parte-relacionada/versions/2', token)).status).toBe(404)
    expect((await chamar('GET', '/api/payload-migrations/count', token)).status).toBe(404)
    expect((await chamar('PUT', '/api/payload-migrations')).status).toBe(404)
    expect(await chamar('POST', "/api/paginas-documentos/'%20OR%20'1'%3D'1/duplicate", token)).toEqual({ status: 404, mensagem: 'Registro não encontrado.' })
    // A body that is JSON but no document (null, a list, a text): 400, for a collection and for a global.
    // A body Payload does not read (text): no data at all reached the field hooks.
    const rota = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<string, Manipulador>
    const texto = await rota.POST!(new Request('http://localhost/api/fundos', { method: 'POST', headers: { ...authHeaders(token), 'content-type': 'text/plain' }, body: 'abc' }), { params: Promise.resolve({ slug: ['fundos'] }) })
    expect(texto.status).toBe(400)
    // A list where one value goes.
    expect(await chamar('GET', '/api/fundos?where[titulo][equals][0]=a&where[titulo][equals][1]=b')).toEqual({ status: 400, mensagem: 'Valor inválido no filtro "titulo".' })
    for (const corpo of ['null', '[]', '"x"']) {
      expect(await chamar('POST', '/api/indicadores', token, corpo), corpo).toEqual({ status: 400, mensagem: 'O corpo da requisição deve ser um objeto JSON com os campos do documento.' })
      expect((await chamar('POST', '/api/globals/configuracoes-site', token, corpo)).status, corpo).toBe(400)
    }
  })

  it('a preferência da própria conta é excluída (e só a dela)', async () => {
    const payload = await getTestPayload()
    const [a, b] = [await createStaffUser(['editor']), await createStaffUser(['editor'])]
    const tokenA = await loginToken(a)
    // Written the way the back-office writes them, through Payload's own route.
    for (const t of [tokenA, await loginToken(b)]) expect((await chamar('POST', '/api/payload-preferences/colunas', t, '{"value":{"x":1}}')).status).toBe(200)
    expect(await chamar('DELETE', '/api/payload-preferences/colunas', tokenA)).toEqual({ status: 200, mensagem: 'Preferência excluída.' })
    const { docs } = await payload.find({ collection: 'payload-preferences', where: { key: { equals: 'colunas' } }, overrideAccess: true, depth: 0 })
    expect(docs.map((d) => (typeof d.user.value === 'object' ? d.user.value.id : d.user.value))).toEqual([b.id])
  })
})

describe('chamadas do contrato: o que a descrição promete', () => {
  it('/fas/noticias/detalhe/load/0 é 400 (um id começa em 1)', async () => {
    await getTestPayload()
    const r = await noticiaDetalhe(new Request('http://t/fas/noticias/detalhe/load/0'), { params: Promise.resolve({ id: '0' }) })
    expect(r.status).toBe(400)
    expect(((await r.json()) as { message: string }).message).toMatch(/id: deve ser um número inteiro positivo\./)
  })

  it('/dados-abertos com mês ou ano fora do intervalo é 400, não a lista inteira', async () => {
    const chamarDados = (q: string) => dadosAbertos(new Request(`http://t/dados-abertos/publicacoes/todas.json?${q}`), { params: Promise.resolve({ arquivo: 'todas.json' }) })
    for (const q of ['month=13', 'month=-1', 'month=x', 'year=1999', 'year=3000', 'year=20']) {
      const r = await chamarDados(q)
      expect(r.status, q).toBe(400)
    }
    const r = await chamarDados('month=13')
    expect(((await r.json()) as { message: string }).message).toContain('deve ser um mês de 0 (janeiro) a 11 (dezembro).')
    expect((await chamarDados('month=0&year=2020')).status).toBe(200)
    expect((await chamarDados('month=&year=')).status).toBe(200)
  })
})
