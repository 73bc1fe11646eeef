/**
 * Hostile requests over every route of the site (issue 33): the route table (every page and legacy
 * call under src/app, with their parameters filled by hostile values), the back-office's routes and
 * Payload's REST API (every collection and global, with their sub-routes), each anonymously and as
 * each staff role, with hostile query strings, bodies, content types and headers. Used by
 * bench/falhas.ts (part `rotas`); it answers every 5xx seen.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import fc from 'fast-check'

import { codigoDoPasso, passoDoInstante } from '../src/domain/totp'

interface Conta {
  email: string
  senha: string
  segredo?: string
}

/** The route templates under src/app (route groups dropped), e.g. `/noticias/[id]`, `/fas/conteudo/[chave]`. */
export function rotasDoApp(raiz = 'src/app'): string[] {
  const rotas: string[] = []
  const visitar = (pasta: string, partes: string[]) => {
    for (const e of fs.readdirSync(pasta, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (e.name === '(payload)') continue
        visitar(path.join(pasta, e.name), /^\(.*\)$/.test(e.name) ? partes : [...partes, e.name])
      } else if (e.name === 'page.tsx' || e.name === 'route.ts') {
        rotas.push('/' + partes.join('/'))
      }
    }
  }
  visitar(raiz, [])
  return [...new Set(rotas)]
}

const VALORES = [
  '1', '0', '-1', '2', 'abc', '1e999', '99999999999', '1.5', '%ff', '%c0%af', '%00', '..%2f..%2fetc%2fpasswd', '%E0%A4%A', 'a'.repeat(300),
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E', "'%20OR%20'1'%3D'1", 'null', 'undefined', 'true', '%20', 'todas.json', '1.csv', 'x.svg', 'AGRO', 'RS', 'ZZ', '2020', '13', '-1/-1',
]

const CONSULTAS = [
  '', 'x=1', 'q=%ff', 'q=' + 'a'.repeat(3000), 'pagina=-1', 'pagina=1e999', 'pagina=abc', 'month=13&year=1999', 'month=-1&year=abc', 'busca=%00', '_rsc=1',
  'where[titulo][near]=1,2', 'where[id][greater_than]=1e999', 'where[createdAt][greater_than]=2020-13-45', 'limit=-1&page=2', 'page=1e999', 'page=0', 'depth=99',
  'where[id][equals]=abc', 'where[id][in]=1,abc', 'where[or][0][id][equals]=1', 'where[and][0][x][like]=%25', 'where={ruim', 'where=%7B%7D', 'data=%5B', 'sort=-naoexiste',
  'sort=%ff', 'select[titulo]=true', 'select[x][y]=1', 'populate[imagens][x]=1', 'joins[x][limit]=-1', 'draft=true', 'trash=true', 'locale=xx', 'fallback-locale=%00',
  'where[titulo][equals][0]=a&where[titulo][equals][1]=b', 'where[data][less_than]=ontem', 'where[imagemCapa][equals]=abc', 'where[updatedAt][exists]=talvez', 'limit=1e999',
  'where[id][like]=%25', 'where[password][exists]=true', 'where[_verificationToken][equals]=x', 'where[roles][in]=admin', 'where[nao.existe.campo][equals]=1', 'pagination=false&limit=0',
]

const TIPOS = ['application/json', 'multipart/form-data; boundary=XYZ', 'multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain', 'text/x-component', 'application/xml', '']

const CORPOS = [
  '', '{}', '[]', 'null', '{"a":', '{"__proto__":{"x":1}}', '{"titulo":"x","_status":"published"}', '{"id":"abc"}', '{"where":{"id":{"near":"1,2"}}}', '{"email":"x","password":"y"}',
  '{"value":{"a":1}}', '{"codigo":"000000"}', '{"data":"2020-13-45","ordem":1e999}', '--XYZ\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--XYZ--\r\n',
  '--XYZ\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"titulo":1}\r\n--XYZ--\r\n', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg/>\r\n--XYZ--\r\n',
  '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc', 'a=1&b=%ff', '<x/>', '\u0000\u202e', 'x'.repeat(70_000),
]

const METODOS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']

function preencher(rota: string, v: () => string): string {
  return rota
    .replace(/\[\[\.\.\.[^\]]+\]\]/g, () => [v(), v()].join('/'))
    .replace(/\[\.\.\.[^\]]+\]/g, () => [v(), v()].join('/'))
    .replace(/\[[^\]]+\]/g, () => v())
}

/** REST sub-routes of a collection and of a global, and Payload's own calls. */
function rotasRest(colecoes: string[], globais: string[]): string[] {
  const r = ['/api', '/api/access', '/api/users/me', '/api/users/refresh-token', '/api/users/forgot-password', '/api/users/reset-password', '/api/users/unlock', '/api/users/verify/[x]',
    '/api/users/first-register', '/api/users/login', '/api/users/segundo-fator', '/api/users/segundo-fator/verificacao', '/api/users/segundo-fator/inscricao', '/api/payload-preferences/[k]',
    '/api/payload-jobs/run', '/api/[x]', '/api/[x]/[y]', '/api/graphql', '/api/form-state']
  for (const c of colecoes) {
    r.push(`/api/${c}`, `/api/${c}/[id]`, `/api/${c}/count`, `/api/${c}/versions`, `/api/${c}/versions/[id]`, `/api/${c}/access/[id]`, `/api/${c}/init`, `/api/${c}/file/[nome]`,
      `/api/${c}/[id]/duplicate`, `/api/${c}/[id]/abrir`, `/admin/collections/${c}`, `/admin/collections/${c}/[id]`, `/admin/collections/${c}/create`, `/admin/collections/${c}/[id]/versions`)
  }
  for (const g of globais) r.push(`/api/globals/${g}`, `/api/globals/${g}/versions`, `/api/globals/${g}/versions/[id]`, `/api/globals/${g}/access`, `/admin/globals/${g}`)
  r.push('/admin', '/admin/account', '/admin/login', '/admin/segundo-fator', '/admin/create-first-user', '/admin/[x]', '/_next/static/[x]', '/_next/image', '/img/[x]', '/sitemap.xml', '/robots.txt')
  return r
}

export interface ResultadoFuzz {
  total: number
  porStatus: Map<number, number>
  ruins: string[]
  /**
   * Requests whose connection failed before the server received them (its log has no line for their
   * X-Request-Id): a kept-alive connection the server had closed after its idle limit, reused by this
   * client while its own event loop was stalled. Sent again once, on a new connection, as a browser does.
   */
  naoRecebidos: string[]
  /** This client's longest event-loop stall (ms): past the server's idle margin, a reused connection may be gone. */
  maiorAtrasoMs: number
}

export interface OpcoesFuzz {
  paralelos?: number
  /** Whether the server logged the request with this X-Request-Id (read from its log); without it, no request is sent again. */
  recebido?: (id: string) => Promise<boolean>
}

const semBytes = (e: unknown) => {
  const codigo = (e as Error & { cause?: { code?: string } }).cause?.code
  return codigo === 'ECONNRESET' || codigo === 'UND_ERR_SOCKET' || codigo === 'EPIPE'
}

/** Signs each role in over HTTP (password, then the second factor where enrolled): `Authorization` values by role. */
async function entrar(base: string, contas: Record<string, Conta>): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {}
  for (const [papel, c] of Object.entries(contas)) {
    const r = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: c.email, password: c.senha }) })
    const { token } = (await r.json()) as { token?: string }
    if (!token) throw new Error(`login de ${papel}: ${r.status}`)
    if (c.segredo) {
      const v = await fetch(`${base}/api/users/segundo-fator/verificacao`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ codigo: codigoDoPasso(c.segredo, passoDoInstante(Date.now())) }),
      })
      if (!v.ok) throw new Error(`segundo fator de ${papel}: ${v.status} ${await v.text()}`)
    }
    tokens[papel] = `JWT ${token}`
  }
  return tokens
}

/** Creates the staff accounts in the server's database (bench/contas-de-teste.ts). */
export function criarContas(ambiente: NodeJS.ProcessEnv): Record<string, Conta> {
  const r = spawnSync('npx', ['payload', 'run', 'bench/contas-de-teste.ts'], { env: ambiente, encoding: 'utf8' })
  const ultima = r.stdout.trim().split('\n').at(-1) ?? ''
  if (r.status !== 0 || !ultima.startsWith('{')) throw new Error(`contas de teste: ${r.status} ${r.stderr.slice(-500)}`)
  return JSON.parse(ultima) as Record<string, Conta>
}

/** `n` hostile requests over every route, anonymous and as each role (`contas`), `paralelos` at a time. */
export async function fuzzDeRotas(base: string, contas: Record<string, Conta>, n: number, { paralelos = 12, recebido }: OpcoesFuzz = {}): Promise<ResultadoFuzz> {
  const tokens = await entrar(base, contas)
  const acesso = (await (await fetch(`${base}/api/access`, { headers: { authorization: tokens.admin! } })).json()) as { collections?: Record<string, unknown>; globals?: Record<string, unknown> }
  const colecoes = Object.keys(acesso.collections ?? {})
  const globais = Object.keys(acesso.globals ?? {})
  if (colecoes.length < 10) throw new Error(`/api/access listou só ${colecoes.length} coleções`)
  const todas = [...rotasDoApp(), ...rotasRest(colecoes, globais)]
  // The back-office's pages render the whole admin (seconds each on a shared machine): every one is
  // asked, at 1 request in 25, so the run fits in minutes.
  const admin = todas.filter((r) => r.startsWith('/admin'))
  const demais = todas.filter((r) => !r.startsWith('/admin'))
  const quem = ['anonimo', 'anonimo', ...Object.keys(tokens)]
  const pedido = fc.record({
    rota: fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...admin) }, { weight: 24, arbitrary: fc.constantFrom(...demais) }),
    metodo: fc.constantFrom(...METODOS),
    consulta: fc.oneof(fc.constantFrom(...CONSULTAS), fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s))),
    tipo: fc.constantFrom(...TIPOS),
    corpo: fc.oneof(fc.constantFrom(...CORPOS), fc.json({ maxDepth: 3 }), fc.string({ maxLength: 200 })),
    papel: fc.constantFrom(...quem),
    extra: fc.constantFrom<Record<string, string>>({}, { rsc: '1' }, { 'next-action': 'abc123' }, { range: 'bytes=5-1' }, { cookie: 'payload-token=lixo' }, { accept: 'text/x-component' }, { 'x-forwarded-for': '%ff' }, { 'if-none-match': '*' }),
    valores: fc.array(fc.constantFrom(...VALORES), { minLength: 4, maxLength: 4 }),
  })
  const amostras = fc.sample(pedido, { numRuns: n, seed: 33 })
  const porStatus = new Map<number, number>()
  const ruins: string[] = []
  const naoRecebidos: string[] = []
  const atraso = monitorEventLoopDelay({ resolution: 20 })
  atraso.enable()
  let i = 0
  const trabalhador = async () => {
    while (i < amostras.length) {
      const numero = i
      const p = amostras[i++]!
      let k = 0
      const alvo = preencher(p.rota, () => p.valores[k++ % p.valores.length]!)
      // Staff sessions are kept: as a role, no change to the accounts themselves and no sign-out.
      const logado = p.papel !== 'anonimo'
      const metodo = logado && (alvo.startsWith('/api/users') || alvo.includes('logout')) && !['GET', 'HEAD', 'OPTIONS'].includes(p.metodo) ? 'GET' : p.metodo
      const headers: Record<string, string> = { ...p.extra }
      if (p.tipo) headers['content-type'] = p.tipo
      if (logado) headers.authorization = tokens[p.papel]!
      const comCorpo = !['GET', 'HEAD', 'OPTIONS'].includes(metodo)
      const endereco = `${base}${alvo}${p.consulta ? `?${p.consulta}` : ''}`
      // Each request's own id: the server logs it (X-Request-Id), so a failed one can be looked up there.
      const id = `fuzz-${String(numero).padStart(6, '0')}`
      const enviar = async (tentativa: number) => {
        const r = await fetch(endereco, {
          method: metodo,
          headers: { ...headers, 'x-request-id': `${id}-${tentativa}` },
          body: comCorpo ? p.corpo : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
        })
        await r.arrayBuffer()
        return r.status
      }
      let status = 0
      try {
        try {
          status = await enviar(1)
        } catch (e) {
          // Sent again only when the server's log proves it never got the first one (see naoRecebidos).
          if (!semBytes(e) || !recebido || (await recebido(`${id}-1`))) throw e
          naoRecebidos.push(`${metodo} ${alvo.slice(0, 80)} (${id}-1)`)
          status = await enviar(2)
        }
      } catch (e) {
        // The transport's own reason (a connection reset, a header undici refuses to send) names the cause.
        const causa = (e as Error & { cause?: { code?: string; message?: string } }).cause
        ruins.push(`sem resposta (${(e as Error).message}${causa ? `: ${causa.code ?? causa.message}` : ''}) ${metodo} ${alvo.slice(0, 80)} [${id}]`)
      }
      porStatus.set(status, (porStatus.get(status) ?? 0) + 1)
      if (status >= 500) ruins.push(`${status} ${p.papel} ${metodo} ${alvo.slice(0, 100)}${p.consulta ? `?${p.consulta.slice(0, 80)}` : ''} [${p.tipo}] ${JSON.stringify(p.extra)}`)
    }
  }
  await Promise.all(Array.from({ length: paralelos }, trabalhador))
  atraso.disable()
  return { total: amostras.length, porStatus, ruins, naoRecebidos, maiorAtrasoMs: Math.round(atraso.max / 1e6) }
}
