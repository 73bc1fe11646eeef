import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { acessosPendentes } from '../../plataforma/acessos'
import { conteudoAlterado } from '../../plataforma/cache/versao-conteudo'
import { CABECALHO_CLIENTE } from '../../adaptadores/limites/chave'
import { criarLimitador, type Limitador } from '../../adaptadores/limites/limitador'
import { REGRAS } from '../../adaptadores/limites/regras'
import { criarAtendimento, type PoliticasDaBorda } from './servidor'

/**
 * The server with a stand-in for Next: a handler that renders like Next does
 * (the request's CSP nonce on its scripts, streamed in several writes), so the
 * cache, nonce, status and error-page rules are observed over real HTTP.
 */
interface Falso {
  /** Two searches per client (the real rule is larger). */
  limiteDaBusca: Limitador
  renders: string[]
  status: Record<string, number>
  bancoOk: boolean
  corpo: string
}

function nonceDa(req: IncomingMessage): string {
  return /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1] ?? ''
}

async function subir(f: Falso, extra: Partial<Parameters<typeof criarAtendimento>[0]> = {}) {
  const manipulador = async (req: IncomingMessage, res: ServerResponse) => {
    const caminho = req.url ?? '/'
    // This render's number, taken before it waits (renders at the same moment get different ones).
    const ordem = f.renders.push(caminho)
    // Like Next: a render stops, without ending the response, when its response closes under it.
    let fechada = false
    res.once('close', () => {
      if (!res.writableFinished) fechada = true
    })
    await new Promise((r) => setTimeout(r, caminho.startsWith('/lenta') || caminho.startsWith('/desafio') ? 150 : 5))
    if (fechada || caminho.startsWith('/sem-fim')) return
    // Like Payload's REST routes: no HEAD.
    if (caminho.startsWith('/api/') && req.method === 'HEAD') {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end('{"errors":[{"message":"Not Found"}]}')
      return
    }
    if (caminho.startsWith('/arquivo') || caminho.startsWith('/api/imagens/file/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'; sandbox" })
      res.end('<svg/>')
      return
    }
    if (caminho.startsWith('/desafio')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ desafio: ordem }))
      return
    }
    if (caminho.startsWith('/com-cookie')) {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `sessao=${ordem}` })
      res.end(JSON.stringify({ sessao: ordem }))
      return
    }
    if (caminho.startsWith('/eco-corpo') || caminho.startsWith('/api/eco-corpo') || caminho.startsWith('/site-api/eco-corpo')) {
      // Reads the body as Next does, from the request it was handed.
      const partes: Buffer[] = []
      for await (const p of req) partes.push(p as Buffer)
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ bytes: Buffer.concat(partes).toString('latin1'), tamanho: req.headers['content-length'] }))
      return
    }
    if (caminho.startsWith('/api/eco-cliente')) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ cliente: req.headers[CABECALHO_CLIENTE] }))
      return
    }
    if (caminho.startsWith('/fas/')) {
      // Like a legacy call (rotaLegada): JSON with no-cache, its status from the table, the current content.
      res.writeHead(f.status[caminho] ?? 200, { 'content-type': 'application/json', 'cache-control': 'no-cache', etag: '"v1"' })
      res.end(JSON.stringify({ corpo: f.corpo, caminho }))
      return
    }
    if (caminho.startsWith('/json')) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ ok: true }))
      return
    }
    const n = nonceDa(req)
    const pagina = caminho.startsWith('/erro-interno/')
      ? `<h1>pagina de erro ${caminho.slice('/erro-interno/'.length, '/erro-interno/'.length + 3)}</h1><a href="${new URL(caminho, 'http://x').searchParams.get('de') ?? ''}">Tentar Novamente</a>`
      : `<h1>${f.corpo} ${caminho}</h1>`
    res.writeHead(caminho.startsWith('/erro-interno/') ? 200 : (f.status[caminho] ?? 200), { 'content-type': 'text/html; charset=utf-8' })
    res.write(`<!DOCTYPE html><html lang="pt-BR"><head><script nonce="${n}">1</script></head><body>`)
    res.write(pagina + 'x'.repeat(3000))
    res.end(`<script nonce="${n}">2</script></body></html>`)
  }
  const atender = criarAtendimento({
    manipulador,
    saudeDoBanco: () => Promise.resolve(f.bancoOk),
    https: true,
    log: pino({ level: 'silent' }),
    politicas: POLITICAS,
    contarLimite: (regra, endereco) => f.limiteDaBusca.consumir(regra, endereco),
    ...extra,
  })
  const servidor = http.createServer((req, res) => void atender(req, res))
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
  abertos.push(servidor)
  const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`
  return (caminho: string, init?: RequestInit) => fetch(base + caminho, init)
}

/** The app's table as src/app/politicas-da-borda.ts writes it (the edge is handed it; it knows no page). */
const POLITICAS: PoliticasDaBorda = {
  semCache: ['/contador-acessos'],
  limitadas: [{ caminho: '/busca', parametro: 'q', regra: 'busca' }],
  chamadasGuardadas: ['/fas/findNoticiasHome', '/fas/noticias/detalhe/load/[id]'],
}

const abertos: http.Server[] = []
afterEach(() => {
  for (const s of abertos.splice(0)) s.close()
})

const limiteDeTeste = () => criarLimitador({ regras: { ...REGRAS, busca: { pontos: 2, janelaSegundos: 60 } } })
const novoFalso = (): Falso => ({ limiteDaBusca: limiteDeTeste(), renders: [], status: {}, bancoOk: true, corpo: 'Produto A' })

describe('servidor do site', () => {
  it('serve a página guardada sem renderizar de novo, com um nonce novo a cada resposta', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const a = await get('/empresa/1')
    const b = await get('/empresa/1')
    expect(f.renders).toEqual(['/empresa/1'])
    const [ha, hb] = [await a.text(), await b.text()]
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')![1]!
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get('content-security-policy') ?? '')![1]!
    expect(nonceA).not.toBe(nonceB)
    expect(ha.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonceA}"`, `nonce="${nonceA}"`])
    expect(hb.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonceB}"`, `nonce="${nonceB}"`])
    // Every script directive, read as a directive: the name comes before its sources.
    const diretivasDeScript = (b.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim()).filter((d) => /^script-src(-elem|-attr)?\s/.test(d))
    expect(diretivasDeScript.length).toBeGreaterThan(0)
    for (const d of diretivasDeScript) expect(d).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  })

  it('o canal de denúncias: páginas e chamadas sem cache e sem Referer, também quando a página vem do cache', async () => {
    const get = await subir(novoFalso())
    for (const caminho of ['/atendimento-ao-cliente/denuncias', '/atendimento-ao-cliente/denuncias', '/site-api/denuncias/consulta']) {
      const r = await get(caminho)
      expect(r.headers.get('referrer-policy'), caminho).toBe('no-referrer')
      expect(r.headers.get('cache-control'), caminho).toBe('no-store')
    }
    const outra = await get('/atendimento-ao-cliente/ouvidoria')
    expect(outra.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('as páginas da retaguarda (/admin) dizem no-store: o que mostram à equipe são dados de pessoas', async () => {
    const get = await subir(novoFalso())
    for (const caminho of ['/admin', '/admin/collections/cadastros-fundos', '/admin/collections/cadastros-fundos/1']) {
      expect((await get(caminho)).headers.get('cache-control'), caminho).toBe('no-store')
    }
  })

  it('as respostas da API a quem traz sessão da equipe (cookie ou Authorization) dizem no-store; ao visitante, não', async () => {
    const get = await subir(novoFalso())
    expect((await get('/api/eco-cliente', { headers: { cookie: 'tema=escuro; payload-token=abc' } })).headers.get('cache-control')).toBe('no-store')
    expect((await get('/api/eco-cliente', { headers: { authorization: 'JWT abc.def.ghi' } })).headers.get('cache-control')).toBe('no-store')
    expect((await get('/api/eco-cliente')).headers.get('cache-control')).toBeNull()
    expect((await get('/api/eco-cliente', { headers: { cookie: 'tema=escuro' } })).headers.get('cache-control')).toBeNull()
  })

  it('o endereço que os limites usam é o da conexão, nunca um cabeçalho enviado pelo cliente', async () => {
    const get = await subir(novoFalso())
    const r = await get('/api/eco-cliente', { headers: { [CABECALHO_CLIENTE]: '203.0.113.9', 'X-Forwarded-For': '203.0.113.10' } })
    const { cliente } = (await r.json()) as { cliente: string }
    expect(cliente).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/)
  })

  it('busca: cada busca nova conta no limite do cliente; a guardada não; além do limite, 429 com Retry-After', async () => {
    const f = novoFalso()
    const get = await subir(f)
    expect((await get('/busca?q=credito')).status).toBe(200)
    expect((await get('/busca?q=credito')).status).toBe(200) // from the cache: not counted
    expect((await get('/busca?q=inovacao', { headers: { rsc: '1' } })).status).toBe(200)
    const r = await get('/busca?q=turismo')
    expect(r.status).toBe(429)
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(55)
    expect(await r.text()).toContain('Muitas tentativas em pouco tempo. Tente novamente em 1 minuto.')
    expect(f.renders.filter((c) => c.startsWith('/busca'))).toEqual(['/busca?q=credito', '/busca?q=inovacao'])
    // Pages other than the search, and the empty search form, are not limited.
    expect((await get('/busca')).status).toBe(200)
    expect((await get('/empresa/1')).status).toBe(200)
  })

  it('uma publicação (nova versão do conteúdo) faz a próxima visita mostrar o conteúdo novo', async () => {
    const f = novoFalso()
    const get = await subir(f)
    expect(await (await get('/home')).text()).toContain('Produto A')
    f.corpo = 'Produto B'
    expect(await (await get('/home')).text()).toContain('Produto A')
    conteudoAlterado()
    expect(await (await get('/home')).text()).toContain('Produto B')
    expect(f.renders).toEqual(['/home', '/home'])
  })

  it('32 visitas simultâneas a uma página fora do cache custam um render', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const respostas = await Promise.all(Array.from({ length: 32 }, () => get('/municipio')))
    expect(respostas.every((r) => r.status === 200)).toBe(true)
    expect(f.renders).toEqual(['/municipio'])
  })

  it('quem desiste no meio do render não prende a página: o render termina, é guardado e serve a visita seguinte', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const desistente = new AbortController()
    const primeira = get('/lenta', { signal: desistente.signal }).catch(() => 'desistiu')
    await new Promise((r) => setTimeout(r, 30))
    desistente.abort()
    expect(await primeira).toBe('desistiu')
    const seguinte = await get('/lenta', { signal: AbortSignal.timeout(3000) })
    expect(seguinte.status).toBe(200)
    expect(await seguinte.text()).toContain('Produto A /lenta')
    expect(f.renders).toEqual(['/lenta'])
  })

  it('um render que termina sem resposta dá a página de erro, e a visita seguinte tenta de novo em vez de esperar para sempre', async () => {
    const f = novoFalso()
    const get = await subir(f)
    for (let i = 0; i < 2; i++) {
      const r = await get('/sem-fim', { signal: AbortSignal.timeout(3000) })
      expect(r.status).toBe(500)
      expect(await r.text()).toContain('pagina de erro 500')
    }
    expect(f.renders.filter((c) => c === '/sem-fim')).toHaveLength(2)
  })

  it.each([
    ['na primeira visita (render)', false],
    ['com a página já guardada', true],
  ])('envia gzip válido a quem aceita, com o nonce da resposta, %s', async (_caso, aquecer) => {
    const f = novoFalso()
    const get = await subir(f)
    if (aquecer) await get('/agronegocio')
    const r = await new Promise<{ cabecalhos: http.IncomingHttpHeaders; corpo: Buffer }>((resolve) => {
      const url = new URL('/agronegocio', `http://127.0.0.1:${(abertos[0]!.address() as AddressInfo).port}`)
      http.get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const partes: Buffer[] = []
        res.on('data', (c: Buffer) => partes.push(c))
        res.on('end', () => resolve({ cabecalhos: res.headers, corpo: Buffer.concat(partes) }))
      })
    })
    expect(r.cabecalhos['content-encoding']).toBe('gzip')
    expect(r.cabecalhos.vary).toMatch(/Accept-Encoding/)
    const html = gunzipSync(r.corpo).toString()
    const nonce = /'nonce-([^']+)'/.exec(String(r.cabecalhos['content-security-policy']))![1]!
    expect(html).toContain(`<script nonce="${nonce}">2</script>`)
  })

  it('troca o documento de erro vazio do framework pela página 404 dentro do site, com status 404', async () => {
    const f = novoFalso()
    f.status['/nada'] = 404
    const get = await subir(f)
    const r = await get('/nada')
    expect(r.status).toBe(404)
    expect(await r.text()).toContain('pagina de erro 404')
  })

  it('erro ao montar a página: 500 com o banco no ar, 503 (e Retry-After) com o banco fora', async () => {
    const f = novoFalso()
    f.status['/empresa'] = 500
    const get = await subir(f)
    const r500 = await get('/empresa')
    expect(r500.status).toBe(500)
    const html = await r500.text()
    expect(html).toContain('pagina de erro 500')
    // The error page is told which address failed, for its "Tentar Novamente".
    expect(html).toContain('<a href="/empresa">Tentar Novamente</a>')
    f.bancoOk = false
    const r503 = await get('/empresa')
    expect(r503.status).toBe(503)
    expect(r503.headers.get('retry-after')).toBe('30')
    expect(await r503.text()).toContain('pagina de erro 503')
    // Errors are never kept: when the database is back, the page renders again.
    f.bancoOk = true
    delete f.status['/empresa']
    expect((await get('/empresa')).status).toBe(200)
  })

  it('a rota interna das páginas de erro não responde a quem vem de fora', async () => {
    const get = await subir(novoFalso())
    const r = await get('/erro-interno/500')
    expect(r.status).toBe(404)
    expect(await r.text()).toContain('pagina de erro 404')
  })

  it('equipe logada, navegação do cliente (RSC) e formulários não passam pelo cache', async () => {
    const f = novoFalso()
    const get = await subir(f)
    await get('/home', { headers: { cookie: 'payload-token=abc' } })
    await get('/home', { headers: { cookie: 'payload-token=abc' } })
    await get('/home', { headers: { rsc: '1' } })
    expect(f.renders).toEqual(['/home', '/home', '/home'])
  })

  it('uma chamada que responde no-store (desafio do captcha) nunca é guardada: cada visita recebe a sua', async () => {
    const f: Falso = { limiteDaBusca: limiteDeTeste(), renders: [], status: {}, bancoOk: true, corpo: 'x' }
    const get = await subir(f)
    const a: unknown = await (await get('/desafio')).json()
    const b: unknown = await (await get('/desafio')).json()
    expect(a).not.toEqual(b)
    expect(f.renders.filter((r) => r === '/desafio')).toHaveLength(2)
    // An ordinary JSON call without no-store is still kept.
    await get('/json')
    await get('/json')
    expect(f.renders.filter((r) => r === '/json')).toHaveLength(1)
  })

  it('conta as visitas da página inicial e dos produtos, também as servidas do cache; o contador nunca é guardado', async () => {
    const f: Falso = { limiteDaBusca: limiteDeTeste(), renders: [], status: {}, bancoOk: true, corpo: 'x' }
    const get = await subir(f)
    const antes = (chave: string) => acessosPendentes().get(chave)?.acessos ?? 0
    const home = antes('home')
    const produto = antes('produto:35')
    await get('/home')
    await get('/home')
    await get('/empresa/35')
    await get('/noticias')
    expect(f.renders.filter((r) => r === '/home')).toHaveLength(1)
    expect(antes('home')).toBe(home + 2)
    expect(antes('produto:35')).toBe(produto + 1)
    await get('/contador-acessos')
    await get('/contador-acessos')
    expect(f.renders.filter((r) => r === '/contador-acessos')).toHaveLength(2)
  })

  it('pedidos simultâneos de uma chamada no-store ou que põe cookie não dividem a resposta: cada um recebe a sua', async () => {
    // Two captcha widgets (or two visitors) asking at the same moment used to wait on one render and
    // get the same challenge; the second form sent was then refused with 'Captcha inválido!'.
    const f = novoFalso()
    const get = await subir(f)
    const desafios = await Promise.all([get('/desafio'), get('/desafio'), get('/desafio')].map(async (r) => (await r).text()))
    expect(new Set(desafios).size).toBe(3)
    expect(f.renders.filter((r) => r === '/desafio')).toHaveLength(3)
    const cookies = await Promise.all([get('/com-cookie'), get('/com-cookie')].map(async (r) => (await r).headers.get('set-cookie')))
    expect(new Set(cookies).size).toBe(2)
    // A page asked at the same moment is still rendered once for everyone.
    await Promise.all([get('/lenta'), get('/lenta'), get('/lenta')])
    expect(f.renders.filter((r) => r === '/lenta')).toHaveLength(1)
  })

  it('HEAD responde como o GET, sem corpo, e não guarda página vazia', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const h = await get('/inovacao', { method: 'HEAD' })
    expect(h.status).toBe(200)
    expect(await (await get('/inovacao')).text()).toContain('Produto A /inovacao')
  })

  it('HEAD num arquivo enviado responde como o GET, sem corpo (o Payload respondia 404 a verificadores de links)', async () => {
    const get = await subir(novoFalso())
    const h = await get('/api/imagens/file/x.svg', { method: 'HEAD' })
    expect(h.status).toBe(200)
    expect(h.headers.get('content-type')).toBe('image/svg+xml')
    expect(await h.text()).toBe('')
    // Only files: any other call keeps its own answer to HEAD.
    expect((await get('/api/imagens', { method: 'HEAD' })).status).toBe(404)
  })

  it('cabeçalhos de segurança em toda resposta, JSON incluído', async () => {
    const get = await subir(novoFalso())
    const r = await get('/json/x')
    expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(r.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(r.headers.get('x-frame-options')).toBe('DENY')
    expect(await r.json()).toEqual({ ok: true })
  })

  it('uma resposta que não é página mantém a sua própria política (arquivo enviado isolado)', async () => {
    const get = await subir(novoFalso())
    for (let i = 0; i < 2; i++) {
      const r = await get('/arquivo/x.svg')
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    }
  })
})

describe('a tabela de políticas que o app entrega', () => {
  it('só a tabela decide: sem ela nada deixa de ser guardado nem é limitado; com outra, valem os caminhos dela', async () => {
    const f = novoFalso()
    const get = await subir(f, { politicas: { semCache: ['/ao-vivo'], limitadas: [{ caminho: '/procura', parametro: 't', regra: 'busca' }], chamadasGuardadas: [] } })
    for (let i = 0; i < 2; i++) await get('/contador-acessos')
    for (let i = 0; i < 2; i++) await get('/ao-vivo')
    expect(f.renders.filter((r) => r === '/contador-acessos')).toHaveLength(1)
    expect(f.renders.filter((r) => r === '/ao-vivo')).toHaveLength(2)
    // The search of this table is /procura?t=…: two new ones, then 429; /busca is an ordinary page here.
    expect((await get('/procura?t=a')).status).toBe(200)
    expect((await get('/procura?t=b')).status).toBe(200)
    expect((await get('/procura?t=c')).status).toBe(429)
    for (const q of ['a', 'b', 'c']) expect((await get(`/busca?q=${q}`)).status).toBe(200)
  })
})

describe('chamadas do contrato (JSON) no cache de páginas', () => {
  /** Every header but the two that belong to each response (its id and its date). */
  const fixos = (r: Response) => Object.fromEntries([...r.headers].filter(([n]) => n !== 'x-request-id' && n !== 'date'))

  it('a segunda visita anônima vem do cache com o mesmo corpo e os mesmos cabeçalhos; só o id do pedido muda', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const a = await get('/fas/findNoticiasHome', { headers: { 'x-request-id': 'pedido-de-teste-1' } })
    const b = await get('/fas/findNoticiasHome')
    expect(f.renders).toEqual(['/fas/findNoticiasHome'])
    expect(await b.text()).toBe(await a.text())
    expect(fixos(b)).toEqual(fixos(a))
    expect(fixos(a)).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-cache', etag: '"v1"', vary: 'Accept-Encoding', 'x-frame-options': 'DENY' })
    expect(a.headers.get('x-request-id')).toBe('pedido-de-teste-1')
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.headers.get('content-security-policy')).toBeNull()
  })

  it('uma publicação (nova versão do conteúdo) faz a resposta seguinte ser nova', async () => {
    const f = novoFalso()
    const get = await subir(f)
    expect(await (await get('/fas/findNoticiasHome')).json()).toMatchObject({ corpo: 'Produto A' })
    f.corpo = 'Produto B'
    expect(await (await get('/fas/findNoticiasHome')).json()).toMatchObject({ corpo: 'Produto A' })
    conteudoAlterado()
    expect(await (await get('/fas/findNoticiasHome')).json()).toMatchObject({ corpo: 'Produto B' })
    expect(f.renders).toEqual(['/fas/findNoticiasHome', '/fas/findNoticiasHome'])
  })

  it('com cookie da equipe ou Authorization: nunca do cache, nunca guardada', async () => {
    const f = novoFalso()
    const get = await subir(f)
    conteudoAlterado()
    f.corpo = 'para a equipe'
    expect(await (await get('/fas/findNoticiasHome', { headers: { authorization: 'JWT abc' } })).json()).toMatchObject({ corpo: 'para a equipe' })
    expect(await (await get('/fas/findNoticiasHome', { headers: { cookie: 'payload-token=abc' } })).json()).toMatchObject({ corpo: 'para a equipe' })
    f.corpo = 'Produto A'
    // Not stored: the anonymous visit renders its own, and is kept.
    expect(await (await get('/fas/findNoticiasHome')).json()).toMatchObject({ corpo: 'Produto A' })
    f.corpo = 'para a equipe de novo'
    expect(await (await get('/fas/findNoticiasHome', { headers: { authorization: 'Bearer abc' } })).json()).toMatchObject({ corpo: 'para a equipe de novo' })
    expect(await (await get('/fas/findNoticiasHome')).json()).toMatchObject({ corpo: 'Produto A' })
    expect(f.renders).toHaveLength(4)
  })

  it('uma chamada que a tabela não declara, e um 404 ou 5xx de uma declarada, renderizam a cada visita', async () => {
    const f = novoFalso()
    f.status['/fas/noticias/detalhe/load/9'] = 404
    f.status['/fas/noticias/detalhe/load/8'] = 500
    const get = await subir(f)
    for (let i = 0; i < 2; i++) {
      expect((await get('/fas/protocoloExiste/1')).status).toBe(200)
      expect((await get('/fas/noticias/detalhe/load/9')).status).toBe(404)
      const erro = await get('/fas/noticias/detalhe/load/8')
      expect(erro.status).toBe(500)
      expect(erro.headers.get('cache-control')).toBe('no-store')
    }
    expect(f.renders).toEqual(Array(2).fill(['/fas/protocoloExiste/1', '/fas/noticias/detalhe/load/9', '/fas/noticias/detalhe/load/8']).flat())
  })
})

describe('endereços que o servidor não consegue ler: 400 na porta (issue 33, F1)', () => {
  /** A request with its target exactly as written (fetch would normalise it). */
  function cru(base: string, metodo: string, alvo: string): Promise<{ status: number; tipo: string; corpo: string }> {
    return new Promise((resolve, reject) => {
      const u = new URL(base)
      const req = http.request({ host: u.hostname, port: u.port, method: metodo, path: alvo }, (res) => {
        const partes: Buffer[] = []
        res.on('data', (p: Buffer) => partes.push(p))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, tipo: String(res.headers['content-type']), corpo: Buffer.concat(partes).toString() }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('percent-encoding malformado, NUL e caminho longo demais: 400 com a mensagem em toda rota e método, e o Next nunca é chamado', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const base = (await get('/healthz')).url.replace(/\/healthz$/, '')
    const casos: [string, string][] = [
      ['/%ff', 'Endereço inválido.'],
      ['/noticias/%c0%af', 'Endereço inválido.'],
      ['/api/noticias/%ff', 'Endereço inválido.'],
      ['/admin/%ff', 'Endereço inválido.'],
      ['/_next/static/%ff', 'Endereço inválido.'],
      ['/fas/noticias/detalhe/load/%E0%A4%A', 'Endereço inválido.'],
      ['/noticias/a%00b', 'Endereço inválido.'],
      ['/api/imagens/file/a%00.svg', 'Endereço inválido.'],
      [`/${'a'.repeat(2100)}`, 'Endereço longo demais.'],
    ]
    for (const metodo of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
      for (const [alvo, mensagem] of casos) {
        const r = await cru(base, metodo, alvo)
        expect(r.status, `${metodo} ${alvo.slice(0, 40)}`).toBe(400)
        if (metodo === 'HEAD') continue
        expect(r.corpo, `${metodo} ${alvo.slice(0, 40)}`).toContain(mensagem)
        // A call gets JSON, a person a page.
        expect(r.tipo).toMatch(alvo.startsWith('/api/') || alvo.startsWith('/fas/') ? /^application\/json/ : /^text\/html/)
      }
    }
    expect(f.renders).toEqual([])
    // A well-formed escape still reaches the site.
    expect((await cru(base, 'GET', '/noticias/cr%C3%A9dito')).status).toBe(200)
  })

  it('a API REST: where ou data em JSON ilegível é 400 antes do Payload', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const r = await get('/api/noticias?where=%7Bruim')
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ message: 'O parâmetro where não é um JSON válido.' })
    expect((await get('/api/noticias?data=%5B')).status).toBe(400)
    expect(f.renders).toEqual([])
    expect((await get('/api/eco-cliente?where=%7B%7D')).status).toBe(200)
  })
})

describe('corpos na porta: limite contado enquanto chega e multipart malformado', () => {
  const MULTIPART_TRUNCADO = '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc'
  const MULTIPART_BOM = '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc\r\n--XYZ--\r\n'

  it('multipart malformado numa página, num endereço desconhecido e na API: 400 com a mensagem, e o Next nunca o recebe', async () => {
    const f = novoFalso()
    const get = await subir(f)
    for (const [caminho, tipo, corpo] of [
      ['/home', 'multipart/form-data; boundary=XYZ', MULTIPART_TRUNCADO],
      ['/nao-existe', 'multipart/form-data', MULTIPART_TRUNCADO],
      ['/api/users/login', 'multipart/form-data; boundary=XYZ', MULTIPART_TRUNCADO],
      ['/fas/formularioFaleConoscoCadastro', 'multipart/form-data; boundary=XYZ', MULTIPART_TRUNCADO],
      // Empty, and text without any boundary: the platform's FormData took these, the frameworks' busboy does not.
      ['/home', 'multipart/form-data; boundary=XYZ', ''],
      ['/produtos', 'multipart/form-data; boundary=XYZ', 'lixo sem fronteira'],
      ['/admin', 'Multipart/Form-Data; boundary=XYZ', '--XYZ\r\nsem cabeçalho de parte\r\n\r\nx\r\n--XYZ--\r\n'],
      // A part without a name (issue 33, F2): busboy reads it, Next's server actions then failed with a 500.
      ['/home', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--XYZ--\r\n'],
      ['/admin', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nabc\r\n--XYZ--\r\n'],
    ] as const) {
      const r = await get(caminho, { method: 'POST', headers: { 'content-type': tipo }, body: corpo })
      expect(r.status, `${caminho} «${corpo}»`).toBe(400)
      expect(await r.text(), caminho).toContain('O corpo da requisição não é um formulário válido.')
    }
    expect(f.renders).toEqual([])
  })

  it('um corpo aceito chega inteiro ao Next, com o Content-Length do que foi lido', async () => {
    const get = await subir(novoFalso())
    const bom = await get('/eco-corpo', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, body: MULTIPART_BOM })
    expect(await bom.json()).toEqual({ bytes: MULTIPART_BOM, tamanho: String(MULTIPART_BOM.length) })
    // Chunked (no Content-Length): read, then handed on whole.
    const partes = ['{"a":', '"ção"}']
    const corpo = new ReadableStream({ start: (c) => { for (const p of partes) c.enqueue(new TextEncoder().encode(p)); c.close() } })
    const r = await get('/api/eco-corpo', { method: 'POST', body: corpo, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(await r.json()).toEqual({ bytes: Buffer.from('{"a":"ção"}').toString('latin1'), tamanho: String(Buffer.byteLength('{"a":"ção"}')) })
  })

  it('413 pelo Content-Length sem ler o corpo, e pelo corpo sem Content-Length no momento em que passa do limite', async () => {
    const f = novoFalso()
    const get = await subir(f, { limitesDeCorpo: { publico: 1000, equipe: 5000 } })
    const grande = await get('/eco-corpo', { method: 'POST', body: 'x'.repeat(1001) })
    expect(grande.status).toBe(413)
    expect(await grande.text()).toContain('O envio excede o limite de')
    expect((await get('/eco-corpo', { method: 'POST', body: 'x'.repeat(1000) })).status).toBe(200)
    // Staff calls have their own ceiling.
    expect((await get('/api/eco-corpo', { method: 'POST', body: 'x'.repeat(4000) })).status).toBe(200)
    expect((await get('/api/eco-corpo', { method: 'POST', body: 'x'.repeat(5001) })).status).toBe(413)
    // Chunked, endless: refused once past the limit, without waiting for an end that never comes.
    let enviados = 0
    const semFim = new ReadableStream({
      pull: async (c) => {
        enviados += 100
        c.enqueue(new Uint8Array(100))
        await new Promise((r) => setTimeout(r, 2))
      },
    })
    const r = await get('/site-api/solicitarSimulacaoFinanciamento', { method: 'POST', body: semFim, duplex: 'half' } as RequestInit)
    expect(r.status).toBe(413)
    expect(await r.json()).toEqual({ message: 'O envio excede o limite de 1 KB.' })
    expect(enviados).toBeLessThan(100_000)
    expect(f.renders.filter((c) => c.includes('eco-corpo'))).toHaveLength(2)
  })

  it('páginas e o back-office recebem no máximo 1 MB (o Next falhava com 500 além disso); as chamadas do contrato, o seu limite', async () => {
    const f = novoFalso()
    const get = await subir(f)
    const umMegaEMais = 'x'.repeat(1024 * 1024 + 1)
    for (const caminho of ['/home', '/admin', '/admin/collections/noticias']) {
      const r = await get(caminho, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: umMegaEMais })
      expect(r.status, caminho).toBe(413)
      expect(await r.text(), caminho).toContain('O envio excede o limite de 1 MB.')
    }
    const r = await get('/site-api/eco-corpo', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: umMegaEMais })
    expect(r.status).not.toBe(413)
    expect(f.renders).toEqual(['/site-api/eco-corpo'])
  })

  it('um corpo que não termina no prazo: 408 com a mensagem e a conexão fechada', async () => {
    const f = novoFalso()
    const get = await subir(f, { prazosDeCorpo: { publicoMs: 300, equipeMs: 2000 } })
    const inicio = Date.now()
    const lento = new ReadableStream({
      pull: async (c) => {
        c.enqueue(new Uint8Array(1))
        await new Promise((r) => setTimeout(r, 100))
      },
    })
    const r = await get('/site-api/solicitarSimulacaoFinanciamento', { method: 'POST', body: lento, duplex: 'half' } as RequestInit)
    expect(r.status).toBe(408)
    expect(r.headers.get('connection')).toBe('close')
    expect(await r.json()).toEqual({ message: 'O envio demorou demais e foi interrompido.' })
    expect(Date.now() - inicio).toBeLessThan(1500)
    expect(f.renders).toEqual([])
  })
})
