import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as faleConoscoJson } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/json/route'
import { POST as faleConoscoLegado } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/route'
import { GET as conteudo } from '@/app/(contract)/fas/conteudo/[chave]/route'
import { GET as noticiaDetalhe } from '@/app/(contract)/fas/noticias/detalhe/load/[id]/route'
import { GET as noticiaImagem } from '@/app/(contract)/fas/noticias/image/[nome]/route'
import { GET as produtoImagem } from '@/app/(contract)/fas/produtos/image/[imagemCapa]/route'
import { GET as porPerfil } from '@/app/(contract)/fas/produtos/perfil/findProdutoByPerfil/[perfil]/route'
import { GET as publicacoesDoTipo } from '@/app/(contract)/fas/transparencia/findAllPublicacaoByTipoPublicacao/[tipo]/[mes]/[ano]/route'
import { GET as dadosAbertos } from '@/app/(contract)/dados-abertos/publicacoes/[arquivo]/route'
import { POST as salvarSolicitacao } from '@/app/(contract)/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao/route'
import { GET as municipiosDaUf } from '@/app/(contract)/localidades/estados/[uf]/municipios/route'
import { POST as consultarDenuncia } from '@/app/(contract)/site-api/denuncias/consulta/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import { GET as enviarEmailGet, POST as enviarEmail } from '@/app/(contract)/site-api/email-api/enviarEmail/route'
import { GET as cep } from '@/app/(contract)/site-api/formulario/cep/route'
import { GET as municipio } from '@/app/(contract)/site-api/formulario/municipio/route'
import { POST as uploadNeutro } from '@/app/(contract)/site-api/formulario/uploadNeutro/route'
import { POST as simular } from '@/app/(contract)/site-api/solicitarSimulacaoFinanciamento/route'
import { GET as baixarPublicacao } from '@/app/(contract)/transparencia/download/route'
import { POST as pdf } from '@/app/(site)/resultado-financiamento/pdf/route'
import { CABECALHO_CLIENTE } from '@/server/adaptadores/limites'

import { getTestPayload } from './helpers'

/**
 * Malformed input, property-based (fast-check): every public POST and every parameterised GET
 * receives wrong types, missing and extra fields, huge strings, bad UTF-8, wrong or broken content
 * types, truncated multipart bodies, XSS and SQL payloads. Every answer is a 4xx with a message
 * (a GET may also find nothing wrong: 200), never a 5xx, and nothing is stored.
 *
 * FUZZ_RUNS sets the number of requests per property (CI size by default; `npm run bench:falhas`
 * runs ≥ 10,000 in all). Each request comes from its own client address, so the abuse limits
 * (proved in limites.int.test.ts) do not answer in the handlers' place.
 */
vi.hoisted(() => {
  // A CEP lookup must never leave the machine: a closed port answers at once.
  process.env.CEP_VIACEP_URL = 'http://127.0.0.1:9/ws'
  process.env.CEP_BRASILAPI_URL = 'http://127.0.0.1:9/cep'
})

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
let cliente = 0
const proximoCliente = () => {
  cliente++
  return `10.${(cliente >> 16) & 255}.${(cliente >> 8) & 255}.${cliente & 255}`
}

type Rota = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>
const rota = (f: unknown) => f as Rota

const POSTS: { nome: string; url: string; rota: Rota }[] = [
  { nome: 'fale conosco (JSON)', url: '/fas/formularioFaleConoscoCadastro/json', rota: rota(faleConoscoJson) },
  { nome: 'fale conosco (legado)', url: '/fas/formularioFaleConoscoCadastro', rota: rota(faleConoscoLegado) },
  { nome: 'denúncia', url: '/site-api/denuncias', rota: rota(denunciar) },
  { nome: 'consulta de denúncia', url: '/site-api/denuncias/consulta', rota: rota(consultarDenuncia) },
  { nome: 'simulação', url: '/site-api/solicitarSimulacaoFinanciamento', rota: rota(simular) },
  { nome: 'solicitação de financiamento', url: '/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', rota: rota(salvarSolicitacao) },
  { nome: 'cadastro de fundos', url: '/site-api/formulario/uploadNeutro', rota: rota(uploadNeutro) },
  { nome: 'PDF da simulação', url: '/resultado-financiamento/pdf', rota: rota(pdf) },
  { nome: 'e-mail avulso (recusado)', url: '/site-api/email-api/enviarEmail', rota: rota(enviarEmail) },
]

/** Field names the forms really use, so some bodies reach the schema with the right keys and wrong values. */
const CAMPOS = ['nome', 'email', 'mensagem', 'cpfcnpj', 'telefone', 'municipio', 'uf', 'cnpj', 'razaoSocial', 'valorFinanciamento', 'faturamento', 'acimaDe300k', 'emailSolicitante', 'telefoneSolicitante', 'cidade', 'segmentacao', 'objetivoFinanciamento', 'denuncia', 'anonimo', 'ID', 'captcha', 'g-recaptcha-response', 'Documentos', 'produto', 'motivo', 'valor', 'simulacao', '__proto__', 'constructor']

const ATAQUES = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE simulacoes; --",
  '1 UNION SELECT password FROM users',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\u0000\u202e',
  'javascript:alert(1)',
]

const texto = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...ATAQUES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat(200_000).map((n) => 'x'.repeat(n)),
)
const valorErrado = fc.oneof(texto, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.object({ maxDepth: 1 }))
const objetoComCampos = fc.dictionary(fc.oneof(fc.constantFrom(...CAMPOS), fc.string({ maxLength: 10 })), valorErrado, { maxKeys: 8 })

const limite = (n: number) => 'limite'.repeat(n)
const MULTIPART = 'multipart/form-data; boundary=XYZ'

/** A malformed body and its Content-Type. */
const corpo: fc.Arbitrary<{ tipo?: string; corpo: string | Uint8Array }> = fc.oneof(
  objetoComCampos.map((o) => ({ tipo: 'application/json', corpo: JSON.stringify(o) })),
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({ tipo: 'application/json', corpo: JSON.stringify(v) ?? 'null' })),
  objetoComCampos.map((o) => ({ tipo: 'application/x-www-form-urlencoded', corpo: new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString() })),
  // Broken JSON, bad UTF-8, no or wrong Content-Type.
  fc.string({ maxLength: 200 }).map((s) => ({ tipo: 'application/json', corpo: `{"nome": ${s}` })),
  fc.uint8Array({ maxLength: 300 }).map((b) => ({ tipo: 'application/json', corpo: Uint8Array.from([0xff, 0xfe, ...b]) })),
  fc.uint8Array({ maxLength: 300 }).map((b) => ({ corpo: b })),
  fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'image/png', 'application/json; charset=latin1', 'multipart/form-data', ';;;', limite(50)), texto).map(([tipo, c]) => ({ tipo, corpo: c })),
  // Multipart: truncated, without a boundary, with a file where a field is expected.
  fc.tuple(fc.constantFrom(...CAMPOS), texto, fc.boolean()).map(([campo, v, fim]) => ({
    tipo: MULTIPART,
    corpo: `--XYZ\r\nContent-Disposition: form-data; name="${campo}"\r\n\r\n${v}${fim ? '\r\n--XYZ--\r\n' : ''}`,
  })),
  fc.tuple(fc.constantFrom(...CAMPOS), fc.uint8Array({ maxLength: 200 })).map(([campo, b]) => ({
    tipo: MULTIPART,
    corpo: Buffer.concat([Buffer.from(`--XYZ\r\nContent-Disposition: form-data; name="${campo}"; filename="a.exe"\r\nContent-Type: application/octet-stream\r\n\r\n`), b, Buffer.from('\r\n--XYZ--\r\n')]),
  })),
)

async function mensagemDe(r: Response): Promise<string> {
  const t = await r.text()
  if (!(r.headers.get('content-type') ?? '').includes('json')) return t
  const j = JSON.parse(t) as { message?: unknown }
  return typeof j.message === 'string' ? j.message : ''
}

const COLECOES = ['mensagens-contato', 'simulacoes', 'solicitacoes-financiamento', 'cadastros-fundos', 'denuncias', 'anexos', 'mensagens', 'captchas-usados'] as const

async function contagens(): Promise<Record<string, number>> {
  const payload = await getTestPayload()
  const pares = await Promise.all(COLECOES.map(async (c) => [c, (await payload.count({ collection: c, overrideAccess: true })).totalDocs] as const))
  return Object.fromEntries(pares)
}

const respostas = new Map<number, number>()
const contar = (status: number) => respostas.set(status, (respostas.get(status) ?? 0) + 1)

beforeAll(async () => {
  await getTestPayload()
})

describe(`entradas malformadas (${RUNS} por propriedade)`, () => {
  it('todo POST público: 4xx com mensagem, nunca 5xx, nada gravado', async () => {
    const antes = await contagens()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), corpo, fc.boolean(), async (alvo, { tipo, corpo: c }, extra) => {
        const headers: Record<string, string> = { [CABECALHO_CLIENTE]: proximoCliente() }
        if (tipo) headers['content-type'] = tipo
        if (extra) headers['idempotency-key'] = limite(30)
        const r = await alvo.rota(new Request(`http://t${alvo.url}`, { method: 'POST', headers, body: typeof c === 'string' ? c : new Uint8Array(c) }), { params: Promise.resolve({}) })
        contar(r.status)
        const mensagem = await mensagemDe(r)
        if (r.status < 400 || r.status >= 500 || !mensagem.trim()) throw new Error(`${alvo.nome}: ${r.status} «${mensagem.slice(0, 200)}» para ${tipo} ${String(c).slice(0, 200)}`)
      }),
      { numRuns: RUNS * 4 },
    )
    expect(await contagens()).toEqual(antes)
  })

  it('todo GET com parâmetro: nunca 5xx; recusa é 4xx com mensagem', async () => {
    const caminho = fc.oneof(texto, fc.constantFrom('0', '-1', '99999999999999999999', 'NaN', '1e9', '%', '..', '', ' ', 'AGRO', 'RS', 'xx.csv', '__proto__', 'constructor', 'toString'))
    const GETS: { nome: string; chamar: (v: string) => Promise<Response> }[] = [
      { nome: 'produtos por perfil', chamar: (v) => rota(porPerfil)(new Request('http://t/x'), { params: Promise.resolve({ perfil: v }) }) },
      { nome: 'notícia', chamar: (v) => rota(noticiaDetalhe)(new Request('http://t/x'), { params: Promise.resolve({ id: v }) }) },
      { nome: 'imagem de notícia', chamar: (v) => rota(noticiaImagem)(new Request('http://t/x'), { params: Promise.resolve({ nome: v }) }) },
      { nome: 'imagem de produto', chamar: (v) => rota(produtoImagem)(new Request('http://t/x'), { params: Promise.resolve({ imagemCapa: v }) }) },
      { nome: 'conteúdo', chamar: (v) => rota(conteudo)(new Request('http://t/x'), { params: Promise.resolve({ chave: v }) }) },
      { nome: 'municípios da UF', chamar: (v) => rota(municipiosDaUf)(new Request('http://t/x'), { params: Promise.resolve({ uf: v }) }) },
      {
        nome: 'publicações do tipo',
        chamar: (v) => rota(publicacoesDoTipo)(new Request('http://t/x'), { params: Promise.resolve({ tipo: v, mes: v.slice(0, 3), ano: v.slice(-5) }) }),
      },
      { nome: 'dados abertos', chamar: (v) => rota(dadosAbertos)(new Request(`http://t/x?ano=${encodeURIComponent(v)}&tipo=${encodeURIComponent(v)}`), { params: Promise.resolve({ arquivo: v }) }) },
      { nome: 'download de publicação', chamar: (v) => rota(baixarPublicacao)(new Request(`http://t/transparencia/download?idPublicacao=${encodeURIComponent(v)}`), { params: Promise.resolve({}) }) },
      // An 8-digit CEP is a real lookup (answered 503 when no provider answers): the malformed ones only.
      {
        nome: 'CEP',
        chamar: (v) => rota(cep)(new Request(`http://t/site-api/formulario/cep?cep=${encodeURIComponent(/^\d{8}$/.test(v) ? `${v}x` : v)}`, { headers: { [CABECALHO_CLIENTE]: proximoCliente() } }), { params: Promise.resolve({}) }),
      },
      { nome: 'municípios (cadastro)', chamar: (v) => rota(municipio)(new Request(`http://t/site-api/formulario/municipio?uf=${encodeURIComponent(v)}`), { params: Promise.resolve({}) }) },
      { nome: 'e-mail avulso (GET)', chamar: () => rota(enviarEmailGet)(new Request('http://t/x'), { params: Promise.resolve({}) }) },
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), caminho, async (alvo, v) => {
        const r = await alvo.chamar(v)
        contar(r.status)
        if (r.status >= 500) throw new Error(`${alvo.nome}: ${r.status} para «${v.slice(0, 100)}»`)
        if (r.status >= 400 && !(await mensagemDe(r)).trim()) throw new Error(`${alvo.nome}: ${r.status} sem mensagem para «${v.slice(0, 100)}»`)
      }),
      { numRuns: RUNS * 2 },
    )
    console.log(`respostas: ${[...respostas.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')}`)
  })
})
