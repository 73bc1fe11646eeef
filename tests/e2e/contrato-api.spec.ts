import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { hojeNoBrasil, opcoesDataBase } from '../../src/domain/formulario/datas'
import { empresa } from '../../src/features/cadastros/exemplos'
import { Descricao, type OperacaoGet } from './descricao-api'

/**
 * The API description is tested (issue 35): every GET operation of docs/api/openapi.yaml is called
 * against the production build with the demo content, and each answer's status, content type and
 * body must be what the description says (tests/e2e/descricao-api.ts, ajv). An operation added to
 * the description without cases here fails the coverage test; an answer that drifts from the
 * description fails its operation's test.
 *
 * No browser page: only Playwright's `request`, so this file imports @playwright/test directly
 * (the fixtures' axe check needs a page). `@computador`: the calls are the same at any width.
 */

const descricao = new Descricao()
const OPERACOES = new Map(descricao.operacoesGet().map((o) => [o.operationId, o]))

/** Values of the demo content the description cannot know (ids and file names), read through the contract itself. */
interface Demo {
  imagemProduto: string
  noticia: string
  imagemNoticia: string
  categoria: string
  publicacao: string
}

interface Contexto {
  demo: Demo
  request: APIRequestContext
}

type Valor = string | null | ((c: Contexto) => string | Promise<string>)

interface Caso {
  /** Path, query and header values; a parameter left out takes the description's `example`; null leaves it out. */
  valores?: Record<string, Valor>
  status: number
  /** Any of these statuses: only where the outcome depends on a service outside the site. */
  ouStatus?: number[]
  /** After the 200, the same call with If-None-Match: its ETag must answer 304. */
  revalidar?: boolean
}

const CASOS: Record<string, Caso[]> = {
  findProdutoByPerfil: [{ status: 200 }, { valores: { perfil: 'agro' }, status: 200 }, { valores: { perfil: 'XYZ' }, status: 400 }],
  imagemDoProduto: [
    { valores: { imagemCapa: ({ demo }) => demo.imagemProduto }, status: 200, revalidar: true },
    { valores: { imagemCapa: 'nao-existe.png' }, status: 404 },
  ],
  listAllPublicados: [{ status: 200 }],
  cotacaoFindAll: [{ status: 200 }],
  findNoticiasDestaque: [{ status: 200 }],
  findNoticiasHome: [{ status: 200 }],
  noticiaDetalheLoad: [
    { valores: { id: ({ demo }) => demo.noticia }, status: 200 },
    { valores: { id: '999999999' }, status: 404 },
    { valores: { id: 'abc' }, status: 400 },
    // 0 is not a positive number: 400 as described. Today the server looks it up and answers 404 (branch borda fixes it).
    { valores: { id: '0' }, status: 400 },
  ],
  imagemDaNoticia: [
    { valores: { nomeImagemCapa: ({ demo }) => demo.imagemNoticia }, status: 200, revalidar: true },
    { valores: { nomeImagemCapa: 'nao-existe.png' }, status: 404 },
  ],
  imagemDaNoticiaCkfinder: [
    { valores: { nome: ({ demo }) => demo.imagemNoticia }, status: 200, revalidar: true },
    { valores: { nome: 'nao-existe.png' }, status: 404 },
  ],
  listarProfissoes: [{ status: 200 }],
  listarPaises: [{ status: 200 }],
  listarUfs: [{ status: 200 }],
  listarMunicipios: [
    { status: 200 },
    { valores: { uf: 'rs' }, status: 200 },
    { valores: { uf: 'XYZ' }, status: 400 },
    { valores: { uf: null }, status: 400 },
  ],
  consultarCep: [
    { valores: { cep: '123' }, status: 400 },
    // The address comes from ViaCEP or BrasilAPI: found, unknown, or (no network, as in CI) no provider answered.
    { status: 200, ouStatus: [404, 503] },
  ],
  listarRegimesCasamento: [{ status: 200 }],
  listarEstadosCivis: [{ status: 200 }],
  listarBancos: [{ status: 200 }],
  listarTiposParteRelacionada: [{ status: 200 }],
  listarTiposPessoaExpostaPoliticamente: [{ status: 200 }],
  listarTiposDocumento: [{ status: 200 }],
  listarQualificacoesPj: [{ status: 200 }],
  listarRamosAtividade: [{ status: 200 }],
  listarPrefixosEndereco: [{ status: 200 }],
  pdfDoCadastro: [
    { valores: { t: ({ request }) => tokenDoPdf(request) }, status: 200 },
    { status: 400 },
    { valores: { t: 'nao-e-um-token' }, status: 403 },
    { valores: { id: '1' }, status: 401 },
  ],
  listarEstados: [{ status: 200 }],
  listarMunicipiosDoEstado: [{ status: 200 }, { valores: { uf: 'ZZ' }, status: 404 }, { valores: { uf: 'R1' }, status: 400 }],
  protocoloExiste: [
    { valores: { protocolo: ({ request }) => novoProtocolo(request) }, status: 200 },
    { status: 404 },
    { valores: { protocolo: 'nao-e-protocolo' }, status: 404 },
  ],
  acompanharPeloNumero: [
    // A digital protocol's bare number is followed up like any other (issue 32); the description's example is nobody's.
    { valores: { numero: ({ request }) => novoProtocolo(request) }, status: 200 },
    { status: 404 },
  ],
  desafioCaptcha: [{ status: 200 }],
  menuListAll: [{ status: 200 }],
  findAllTipoPublicacao: [{ status: 200 }],
  findAllPublicacaoByTipoPublicacao: [
    { valores: { tipo: ({ demo }) => demo.categoria }, status: 200 },
    { valores: { tipo: ({ demo }) => demo.categoria, mes: '0', ano: '2024' }, status: 200 },
    { valores: { tipo: '999999' }, status: 200 },
    { valores: { tipo: ({ demo }) => demo.categoria, mes: '12' }, status: 400 },
    { valores: { tipo: 'abc' }, status: 400 },
  ],
  baixarPublicacao: [
    { valores: { idPublicacao: ({ demo }) => demo.publicacao }, status: 200, revalidar: true },
    { valores: { idPublicacao: '999999999' }, status: 404 },
    { valores: { idPublicacao: 'abc' }, status: 400 },
  ],
  dadosAbertosPublicacoes: [
    { status: 200 },
    { valores: { arquivo: 'todas.csv' }, status: 200 },
    { valores: { arquivo: ({ demo }) => `${demo.categoria}.json`, month: '0', year: '2024' }, status: 200 },
    { valores: { arquivo: ({ demo }) => `${demo.categoria}.csv`, busca: 'relatório' }, status: 200 },
    { valores: { arquivo: '999999999.json' }, status: 404 },
    { valores: { arquivo: 'todas.xml' }, status: 400 },
    // A month or year out of range: 400 as described. Today the server ignores the filter and answers the
    // whole list with 200 (branch borda fixes it).
    { valores: { month: '13' }, status: 400 },
    { valores: { year: '1999' }, status: 400 },
  ],
  conteudoLegado: [{ status: 200 }, { valores: { chave: 'DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES' }, status: 200 }, { valores: { chave: 'NAO_EXISTE' }, status: 400 }],
  // Staff only: the answer to a visitor is the description's 401.
  estadoDoSegundoFator: [{ status: 401 }],
}

function lista<T>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : []
}

async function json(request: APIRequestContext, url: string): Promise<unknown> {
  const r = await request.get(url, { timeout: TEMPO_LIMITE })
  expect(r.status(), url).toBe(200)
  return r.json()
}

/**
 * A call's time limit: the first call of some lists builds them (the CNAE subclasses take seconds), and
 * the browser suite shares two cores with the server.
 */
const TEMPO_LIMITE = 45_000

let demoLido: Promise<Demo> | undefined
/** Read once per worker from the demo content. */
function lerDemo(request: APIRequestContext): Promise<Demo> {
  demoLido ??= (async () => {
    const produtos = (
      await Promise.all(['AGRO', 'ICS', 'PUB', 'INV'].map((p) => json(request, `/fas/produtos/perfil/findProdutoByPerfil/${p}`)))
    ).flatMap((l) => lista<{ imagemCapa: string | null }>(l))
    const noticias = lista<{ id: number; nomeImagemCapa: string | null }>(await json(request, '/fas/findNoticiasHome'))
    const categorias = lista<{ id: number }>(await json(request, '/fas/transparencia/findAllTipoPublicacao'))
    let publicacao: { id: number; tipoPublicacao: number } | undefined
    for (const c of categorias) {
      publicacao = lista<{ id: number; tipoPublicacao: number; nomeArquivo: string | null }>(
        await json(request, `/fas/transparencia/findAllPublicacaoByTipoPublicacao/${c.id}/-1/-1`),
      ).find((p) => p.nomeArquivo)
      if (publicacao) break
    }
    const imagemProduto = produtos.find((p) => p.imagemCapa)?.imagemCapa
    const noticia = noticias.find((n) => n.nomeImagemCapa)
    if (!imagemProduto || !noticia?.nomeImagemCapa || !publicacao) {
      throw new Error('O conteúdo de demonstração deveria ter um produto e uma notícia com imagem e uma publicação com arquivo.')
    }
    return {
      imagemProduto,
      noticia: String(noticia.id),
      imagemNoticia: noticia.nomeImagemCapa,
      categoria: String(publicacao.tipoPublicacao),
      publicacao: String(publicacao.id),
    }
  })()
  return demoLido
}

/** A parameter's `example` as it goes in a URL or header (the description's are strings and numbers). */
function textoDoExemplo(exemplo: unknown): string | undefined {
  if (exemplo === undefined) return undefined
  if (typeof exemplo === 'string' || typeof exemplo === 'number' || typeof exemplo === 'boolean') return String(exemplo)
  throw new Error(`example não escalar: ${JSON.stringify(exemplo)}`)
}

/** A POST whose answer must be the described one with this status; answers its JSON. */
async function postDescrito(caminho: string, r: APIResponse, status = 200): Promise<unknown> {
  expect(r.status(), `POST ${caminho}: ${await r.text()}`).toBe(status)
  expect(await descricao.conferir(caminho, r, 'post'), `POST ${caminho}`).toEqual([])
  return r.json()
}

/** The form's captcha as the browser's ALTCHA widget sends it: the solved challenge, base64 JSON. */
async function captcha(request: APIRequestContext): Promise<string> {
  const challenge = (await json(request, '/captcha/desafio')) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A digital protocol filed as the site's page files one (one PDF, then the JSON call); answers its number. */
async function novoProtocolo(request: APIRequestContext): Promise<string> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
  const subir = '/fas/protocoloDigital/subirArquivo'
  const arquivo = (await postDescrito(
    subir,
    await request.post(subir, { multipart: { arquivo: { name: 'nota.pdf', mimeType: 'application/pdf', buffer: pdf }, nomeArquivo: 'nota.pdf' }, timeout: TEMPO_LIMITE }),
  )) as { id: string }
  const enviar = '/fas/protocoloDigital/enviar/json'
  const corpo = {
    protocolo: '',
    nome: 'Odete Valquíria Prestes',
    cpfcnpj: '529.982.247-25',
    telefone: '(51)99876-5432',
    email: 'odete.prestes@exemplo.com.br',
    descricao: 'Notas fiscais do projeto de irrigação.',
    arquivos: [arquivo.id],
    captcha: await captcha(request),
  }
  const { protocolo } = (await postDescrito(enviar, await request.post(enviar, { data: corpo, timeout: TEMPO_LIMITE }))) as { protocolo: string }
  return protocolo
}

/**
 * The `t` of a registration's PDF link: a legal-entity registration sent through uploadNeutro (no
 * captcha, spec 3 §1), whose answer is checked against the description too.
 */
async function tokenDoPdf(request: APIRequestContext): Promise<string> {
  const caminho = '/site-api/formulario/uploadNeutro'
  const dataBase = opcoesDataBase(hojeNoBrasil())[0]!
  // Its own name: the same content within 10 minutes is one registration (idempotency), and cadastro.spec.ts sends `empresa` too.
  const corpo = { ...empresa, razaoSocial: 'Cooperativa do Teste de Contrato Ltda', dataBase, tipoFormulario: 'juridica' }
  const r = await request.post(caminho, { data: corpo, timeout: TEMPO_LIMITE })
  const { pdf } = (await postDescrito(caminho, r)) as { pdf: string }
  const t = new URL(pdf, 'http://site.invalid').searchParams.get('t')
  expect(t, `POST ${caminho}: link do PDF`).toBeTruthy()
  return t!
}

/** The call a case makes: the path filled in, the query and headers, each from the case or the description's example. */
async function montar(op: OperacaoGet, caso: Caso, c: Contexto): Promise<{ url: string; headers: Record<string, string> }> {
  const valores = caso.valores ?? {}
  const conhecidos = new Set(op.parametros.map((p) => p.name))
  for (const nome of Object.keys(valores)) {
    if (!conhecidos.has(nome)) throw new Error(`${op.operationId}: o parâmetro ${nome} não está na descrição`)
  }
  let url = op.caminho
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  for (const p of op.parametros) {
    const v = valores[p.name]
    const exemplo = p.example ?? p.schema?.example
    const valor = typeof v === 'function' ? await v(c) : v === undefined ? textoDoExemplo(exemplo) : v
    if (valor === undefined || valor === null) {
      // A required path parameter must come from the case or the description.
      if (p.in === 'path') throw new Error(`${op.operationId}: sem valor nem example para o parâmetro ${p.name}`)
      continue
    }
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(valor))
    else if (p.in === 'query') query.set(p.name, valor)
    else if (p.in === 'header') headers[p.name] = valor
  }
  return { url: query.size ? `${url}?${query}` : url, headers }
}

test.describe('descrição da API (docs/api/openapi.yaml) contra o servidor @computador', () => {
  test('cada operação GET da descrição tem casos aqui, e cada caso uma operação', () => {
    expect([...OPERACOES.keys()].sort()).toEqual(Object.keys(CASOS).sort())
  })

  for (const [operationId, casos] of Object.entries(CASOS)) {
    test(`GET ${OPERACOES.get(operationId)?.caminho ?? operationId} (${operationId})`, async ({ request }) => {
      const op = OPERACOES.get(operationId)
      expect(op, `${operationId} não está na descrição`).toBeDefined()
      const contexto = { demo: await lerDemo(request), request }
      for (const caso of casos) {
        const { url, headers } = await montar(op!, caso, contexto)
        const r = await request.get(url, { headers, maxRedirects: 0, timeout: TEMPO_LIMITE })
        const aceitos = [caso.status, ...(caso.ouStatus ?? [])]
        expect(aceitos, `GET ${url}: status ${r.status()}`).toContain(r.status())
        expect(await descricao.conferir(op!.caminho, r), `GET ${url}`).toEqual([])
        if (caso.revalidar) {
          const etag = r.headers().etag
          expect(etag, `GET ${url}: ETag`).toBeTruthy()
          const r304 = await request.get(url, { headers: { ...headers, 'If-None-Match': etag! }, maxRedirects: 0, timeout: TEMPO_LIMITE })
          expect(r304.status(), `GET ${url} com If-None-Match`).toBe(304)
          expect(await descricao.conferir(op!.caminho, r304), `GET ${url} com If-None-Match`).toEqual([])
        }
      }
    })
  }
})
