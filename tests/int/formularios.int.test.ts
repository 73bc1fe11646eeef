import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { POST as salvar } from '@/app/(contract)/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao/route'
import { criarDesafio } from '@/server/adaptadores/captcha/altcha'
import { ambienteDoEmail } from '@/server/adaptadores/email/ambiente'
import { MENSAGEM_500, MENSAGEM_503 } from '@/server/borda/formularios/resposta'
import { rotaDeFormulario, type DefinicaoDeFormulario } from '@/dados/formularios/rota'
import { registrarSaudeDoBanco } from '@/server/plataforma/saude'

import { getTestPayload } from './helpers'

/** Solves an ALTCHA challenge as the browser does (the field's value: base64 JSON). */
async function resolver(): Promise<string> {
  const challenge = await criarDesafio()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const esquema = z.object({
  nome: z.string({ error: 'Campo Nome é obrigatório' }).trim().min(3, 'Nome inválido'),
  idade: z.coerce.number({ error: 'Idade inválida' }).int('Idade inválida'),
})

let registrados = 0
function definicao(extra: Partial<DefinicaoDeFormulario<typeof esquema>> = {}): DefinicaoDeFormulario<typeof esquema> {
  return {
    nome: 'teste',
    esquema,
    captcha: false,
    resposta: 'json',
    limiteBytes: 1024,
    registrar: ({ dados, arquivos }) => {
      registrados++
      return Promise.resolve({ recebido: dados, arquivos: [...arquivos.values()].flat().map((a) => a.name) })
    },
    ...extra,
  }
}

const json = rotaDeFormulario(definicao())
const html = rotaDeFormulario(definicao({ resposta: 'html', registrar: () => Promise.resolve('Formulário enviado com sucesso!') }))
const texto = rotaDeFormulario(definicao({ resposta: 'texto', registrar: () => Promise.resolve('2026000123') }))
const comCaptcha = rotaDeFormulario(definicao({ captcha: true, resposta: 'texto', registrar: () => Promise.resolve((registrados++, 'ok')) }))

const req = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://t/formulario', { method: 'POST', body, headers })
const urlencoded = (campos: Record<string, string>) => req(new URLSearchParams(campos).toString(), { 'content-type': 'application/x-www-form-urlencoded' })

describe('rotaDeFormulario: tipos de corpo', () => {
  it('JSON', async () => {
    const r = await json(req(JSON.stringify({ nome: ' Ana Lima ', idade: 30 }), { 'content-type': 'application/json' }))
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ recebido: { nome: 'Ana Lima', idade: 30 }, arquivos: [] })
  })
  it('application/x-www-form-urlencoded', async () => {
    const r = await json(urlencoded({ nome: 'João Água', idade: '41' }))
    expect(await r.json()).toEqual({ recebido: { nome: 'João Água', idade: 41 }, arquivos: [] })
  })
  it('multipart/form-data, com arquivo', async () => {
    const form = new FormData()
    form.set('nome', 'Maria Souza')
    form.set('idade', '52')
    form.set('arquivo', new File(['olá'], 'nota.txt', { type: 'text/plain' }))
    const r = await json(req(form))
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ recebido: { nome: 'Maria Souza', idade: 52 }, arquivos: ['nota.txt'] })
  })
  it('413 para um corpo transmitido sem Content-Length que passa do limite; o registrar não é chamado', async () => {
    const antes = registrados
    let enviados = 0
    const corpo = new ReadableStream<Uint8Array>({
      pull(c) {
        // 64 KB in 1 KB chunks: far past the 1 KB limit, never announced.
        if (enviados++ >= 64) return c.close()
        c.enqueue(new TextEncoder().encode(`{"nome":"${'x'.repeat(1000)}`.slice(0, 1024)))
      },
    })
    const pedido = new Request('http://t/formulario', { method: 'POST', body: corpo, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(pedido.headers.get('content-length')).toBeNull()
    const r = await json(pedido)
    expect(r.status).toBe(413)
    expect(await r.json()).toEqual({ message: 'O envio excede o limite de 1KB.' })
    // The reader stopped soon after the limit instead of buffering the whole body.
    expect(enviados).toBeLessThan(10)
    expect(registrados).toBe(antes)
  })
  it('413 também quando o Content-Length declarado já passa do limite', async () => {
    const r = await texto(req('x'.repeat(2000), { 'content-type': 'application/x-www-form-urlencoded' }))
    expect(r.status).toBe(413)
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/)
  })
  it('400 para JSON quebrado', async () => {
    const r = await json(req('{nome', { 'content-type': 'application/json' }))
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' })
  })
})

describe('rotaDeFormulario: formas de resposta', () => {
  it('json: 400 {message: "campo: mensagem", erros: [{campo, mensagem}]} com cada campo', async () => {
    const r = await json(urlencoded({ nome: 'Jo', idade: 'x' }))
    expect(r.status).toBe(400)
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(await r.json()).toEqual({
      message: 'nome: Nome inválido',
      erros: [
        { campo: 'nome', mensagem: 'Nome inválido' },
        { campo: 'idade', mensagem: 'Idade inválida' },
      ],
    })
  })
  it('html: a página legada, h4 vermelho com a mensagem no erro, id="sucesso" no sucesso', async () => {
    const erro = await html(urlencoded({ nome: 'Jo', idade: '1' }))
    expect(erro.status).toBe(400)
    expect(erro.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const pagina = await erro.text()
    expect(pagina).toContain('<h4 style="color:red">Nome inválido</h4>')
    expect(pagina).not.toContain('id="sucesso"')
    const ok = await html(urlencoded({ nome: 'Ana <b>Lima</b>', idade: '1' }))
    expect(ok.status).toBe(200)
    expect(await ok.text()).toMatch(/<div id="sucesso"><h4>Formulário enviado com sucesso!<\/h4><\/div>/)
  })
  it('texto: o protocolo no sucesso; a mensagem em text/plain na recusa', async () => {
    const ok = await texto(urlencoded({ nome: 'Ana Lima', idade: '1' }))
    expect(ok.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await ok.text()).toBe('2026000123')
    const erro = await texto(urlencoded({ idade: '1' }))
    expect(erro.status).toBe(400)
    expect(await erro.text()).toBe('Campo Nome é obrigatório')
  })
})

describe('rotaDeFormulario: falhas que não são do visitante', () => {
  const quebra = (resposta: 'json' | 'html') =>
    rotaDeFormulario(definicao({ resposta, registrar: () => Promise.reject(new Error('falha de disco com dados do visitante')) }))
  it('500 com a mensagem genérica (banco no ar), na forma do formulário, sem o erro', async () => {
    await getTestPayload()
    const r = await quebra('json')(urlencoded({ nome: 'Ana Lima', idade: '1' }))
    expect([r.status, await r.json()]).toEqual([500, { message: MENSAGEM_500 }])
    const h = await quebra('html')(urlencoded({ nome: 'Ana Lima', idade: '1' }))
    expect(h.status).toBe(500)
    expect(await h.text()).toContain(`<h4 style="color:red">${MENSAGEM_500}</h4>`)
  })
  it('503 quando o banco não responde', async () => {
    await getTestPayload()
    registrarSaudeDoBanco(() => Promise.resolve(false))
    try {
      const r = await quebra('json')(urlencoded({ nome: 'Ana Lima', idade: '1' }))
      expect([r.status, await r.json()]).toEqual([503, { message: MENSAGEM_503 }])
    } finally {
      registrarSaudeDoBanco(() => Promise.resolve(true))
    }
  })
})

describe('rotaDeFormulario: captcha', () => {
  beforeAll(async () => {
    await getTestPayload()
  })
  it('ausente e inválido são recusados com as mensagens do formulário; o registrar não é chamado', async () => {
    const antes = registrados
    const sem = await comCaptcha(urlencoded({ nome: 'Ana Lima', idade: '1' }))
    expect([sem.status, await sem.text()]).toEqual([400, 'Por favor confirme que você não é um robô'])
    const ruim = await comCaptcha(urlencoded({ nome: 'Ana Lima', idade: '1', 'g-recaptcha-response': 'não é um captcha' }))
    expect([ruim.status, await ruim.text()]).toEqual([400, 'Captcha inválido!'])
    expect(registrados).toBe(antes)
  })
  it('uma solução vale uma vez, sob qualquer dos três nomes do campo', async () => {
    const captcha = await resolver()
    const primeira = await comCaptcha(urlencoded({ nome: 'Ana Lima', idade: '1', gRecaptchaResponse: captcha }))
    expect(primeira.status).toBe(200)
    const repetida = await comCaptcha(urlencoded({ nome: 'Outra Pessoa', idade: '2', captcha }))
    expect([repetida.status, await repetida.text()]).toEqual([400, 'Captcha inválido!'])
  })
})

describe('idempotência e produtos embutidos (saveSolicitacao)', () => {
  let empresa = 0
  const contar = async () => (await (await getTestPayload()).count({ collection: 'solicitacoes-financiamento', overrideAccess: true })).totalDocs
  const pedido = (produto: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    produto,
    nome: 'Maria da Água Santa',
    cpfCnpj: '529.982.247-25',
    municipio: 'Água Santa',
    telefone: '(54)99876-5432',
    email: 'maria@exemplo.com.br',
    valor: 25_000,
    motivo: 'Projeto de inovação com uma universidade.',
    ...extra,
  })
  const post = (corpo: unknown, headers: Record<string, string> = {}) =>
    salvar(new Request('http://t/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', { method: 'POST', body: JSON.stringify(corpo), headers }))

  beforeAll(async () => {
    const payload = await getTestPayload()
    // Company products take the ids the built-in innovation products also use (docs/decisions/0003).
    const p = await payload.create({ collection: 'produtos', data: { titulo: 'Empresa Giro', perfil: 'ICS', resumo: 'Giro.', emailContato: 'empresa@agencia.example.com', _status: 'published' } })
    empresa = p.id
  })

  it('duas postagens idênticas (mesma Idempotency-Key, outro captcha) gravam um registro', async () => {
    const antes = await contar()
    const chave = { 'idempotency-key': 'form-teste-123456' }
    const a = await post(pedido({ id: empresa }, { captcha: await resolver() }), chave)
    const b = await post(pedido({ id: empresa }, { captcha: await resolver() }), chave)
    expect([a.status, b.status]).toEqual([200, 200])
    expect(((await a.json()) as { id: number }).id).toBe(((await b.json()) as { id: number }).id)
    expect(await contar()).toBe(antes + 1)
  })

  it.each([
    [1, 'Parcerias estratégicas'],
    [2, 'Programas de Subvenção Econômica'],
  ])('/inovacao/%i: a solicitação vai ao produto embutido que o visitante viu, e o e-mail ao comercial', async (id, titulo) => {
    const r = await post(pedido({ id, perfil: 'INV', titulo }, { captcha: await resolver(), nome: `Inovação ${id}` }))
    expect(r.status).toBe(200)
    const { id: registro } = (await r.json()) as { id: number }
    const payload = await getTestPayload()
    const doc = await payload.findByID({ collection: 'solicitacoes-financiamento', id: registro, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ produtoTitulo: titulo })
    expect(doc.produto ?? null).toBeNull()
    const msg = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `solicitacoes-financiamento:${registro}` } }, sort: ['createdAt', 'id'], overrideAccess: true })).docs
    // The team's e-mail and the visitor's receipt with the request's number (issue 32).
    expect(msg.map((m) => m.para)).toEqual([ambienteDoEmail.atual().EMAIL_COMERCIAL, expect.any(String)])
    expect(msg[0]).toMatchObject({ para: ambienteDoEmail.atual().EMAIL_COMERCIAL, assunto: `Solicitação de financiamento: ${titulo}` })
    expect(msg[1]!.assunto).toBe(`Solicitação de financiamento (${titulo}): recebemos o seu envio (nº ${doc.protocolo})`)
  })

  it('o mesmo id pelo perfil da empresa continua indo ao produto da empresa', async () => {
    const r = await post(pedido({ id: empresa, perfil: 'ICS' }, { captcha: await resolver(), nome: 'Pela Empresa' }))
    const { id } = (await r.json()) as { id: number }
    const doc = await (await getTestPayload()).findByID({ collection: 'solicitacoes-financiamento', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ produto: empresa, produtoTitulo: 'Empresa Giro' })
  })

  it('um produto de outro perfil que o pedido diz é recusado (404), nada gravado', async () => {
    const antes = await contar()
    const r = await post(pedido({ id: empresa, perfil: 'AGRO' }, { captcha: await resolver(), nome: 'Perfil Errado' }))
    expect(r.status).toBe(404)
    expect(await r.json()).toEqual({ message: 'Produto não encontrado', erros: [{ campo: 'produto', mensagem: 'Produto não encontrado' }] })
    expect(await contar()).toBe(antes)
  })
})
