import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as salvar } from '@/app/(contract)/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao/route'
import { criarDesafio } from '@/server/adaptadores/captcha/altcha'

import { createStaffUser, asUser, getTestPayload } from './helpers'

const semParams = { params: Promise.resolve({}) }
let produtoId = 0
let produtoSemEmail = 0

/** Solves an ALTCHA challenge as the browser does, answering the field's value (base64 JSON). */
async function resolver(ch?: Awaited<ReturnType<typeof criarDesafio>>): Promise<string> {
  const challenge = ch ?? ((await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Awaited<ReturnType<typeof criarDesafio>>)
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

function pedido(extra: Record<string, unknown> = {}) {
  return {
    produto: { id: produtoId, emailContato: 'atacante@example.net', titulo: 'Giro' },
    nome: 'Maria da Água Santa',
    cpfCnpj: '529.982.247-25',
    municipio: 'Água Santa',
    telefone: '(54)99876-5432',
    email: 'Maria@Exemplo.com.br',
    valor: 25_000.5,
    motivo: 'Compra de um trator para a lavoura de soja.',
    ...extra,
  }
}

const post = (corpo: unknown) => salvar(new Request('http://t/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', { method: 'POST', body: JSON.stringify(corpo) }), semParams)
const contar = async () => (await (await getTestPayload()).count({ collection: 'solicitacoes-financiamento', overrideAccess: true })).totalDocs

describe('POST /fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    const p = await payload.create({ collection: 'produtos', data: { titulo: 'FOMENTO Giro Rural', perfil: 'AGRO', resumo: 'Giro.', emailContato: 'agro@agencia.example.com', _status: 'published' } })
    produtoId = p.id
    const s = await payload.create({ collection: 'produtos', data: { titulo: 'Sem contato', perfil: 'AGRO', resumo: 'Sem.', _status: 'published' } })
    produtoSemEmail = s.id
  })

  it('grava a solicitação para o comercial e põe na caixa de saída o e-mail ao contato do produto (do banco, não do pedido)', async () => {
    const r = await post(pedido({ captcha: await resolver() }))
    expect(r.status).toBe(200)
    const { id } = (await r.json()) as { id: number }
    const payload = await getTestPayload()
    const doc = await payload.findByID({ collection: 'solicitacoes-financiamento', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ produto: produtoId, nome: 'Maria da Água Santa', cpfCnpj: '52998224725', telefone: '54998765432', email: 'maria@exemplo.com.br', valor: 25_000.5, situacao: 'nova' })
    const msg = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `solicitacoes-financiamento:${id}` } }, sort: 'id', overrideAccess: true })).docs
    // The product's contact, then the citizen's receipt with the number (issue 32).
    expect(msg).toHaveLength(2)
    expect(doc.protocolo).toMatch(/^SOL(-[0-9A-HJKMNP-TV-Z]{4}){4}$/)
    expect(msg[1]).toMatchObject({ para: 'maria@exemplo.com.br', papel: 'comercial' })
    expect(msg[1]!.texto).toContain(`Número para acompanhamento: ${String(doc.protocolo)}`)
    expect(msg[1]!.texto).not.toContain('52998224725')
    expect(msg[0]).toMatchObject({ para: 'agro@agencia.example.com', responderPara: 'maria@exemplo.com.br', papel: 'comercial' })
    expect(msg[0]!.texto).toContain('R$ 25.000,50')
    const comercial = await createStaffUser(['comercial'])
    const editor = await createStaffUser(['editor'])
    expect((await payload.find({ collection: 'solicitacoes-financiamento', ...asUser(comercial) })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'solicitacoes-financiamento', ...asUser(editor) })).rejects.toThrow()
  })

  it('reenviar a mesma solicitação (mesmo captcha ou outro) grava uma só e responde igual', async () => {
    const antes = await contar()
    const captcha = await resolver()
    const a = await post(pedido({ nome: 'Repetido da Silva', captcha }))
    const b = await post(pedido({ nome: 'Repetido da Silva', captcha }))
    const c = await post(pedido({ nome: 'Repetido da Silva', captcha: await resolver() }))
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200])
    const ids = await Promise.all([a, b, c].map(async (r) => ((await r.json()) as { id: number }).id))
    expect(new Set(ids).size).toBe(1)
    expect(await contar()).toBe(antes + 1)
  })

  describe('captcha', () => {
    it('ausente: "Por favor confirme que você não é um robô", nada gravado', async () => {
      const antes = await contar()
      const r = await post(pedido({ nome: 'Sem Captcha' }))
      expect(r.status).toBe(400)
      expect(await r.json()).toMatchObject({ message: 'Por favor confirme que você não é um robô' })
      expect(await contar()).toBe(antes)
    })
    it('uma solução já usada é recusada com "Captcha inválido!"', async () => {
      const captcha = await resolver()
      expect((await post(pedido({ nome: 'Primeiro Uso', captcha }))).status).toBe(200)
      const antes = await contar()
      const r = await post(pedido({ nome: 'Segundo Uso', captcha }))
      expect(r.status).toBe(400)
      expect(await r.json()).toMatchObject({ message: 'Captcha inválido!', erros: [{ campo: 'captcha', mensagem: 'Captcha inválido!' }] })
      expect(await contar()).toBe(antes)
    })
    it('uma solução expirada é recusada', async () => {
      const velho = await criarDesafio(Date.now() - 11 * 60_000)
      const r = await post(pedido({ nome: 'Expirado', captcha: await resolver(velho) }))
      expect(r.status).toBe(400)
      expect(await r.json()).toMatchObject({ message: 'Captcha inválido!' })
    })
    it('uma solução adulterada (ou ilegível) é recusada; o nome do reCAPTCHA também é lido', async () => {
      const valido = JSON.parse(Buffer.from(await resolver(), 'base64').toString()) as { solution: { counter: number } }
      valido.solution.counter += 1
      const adulterado = Buffer.from(JSON.stringify(valido)).toString('base64')
      expect(await (await post(pedido({ nome: 'Adulterado', captcha: adulterado }))).json()).toMatchObject({ message: 'Captcha inválido!' })
      expect(await (await post(pedido({ nome: 'Lixo', captcha: 'não é base64 {' }))).json()).toMatchObject({ message: 'Captcha inválido!' })
      expect((await post(pedido({ nome: 'Campo do reCAPTCHA', 'g-recaptcha-response': await resolver() }))).status).toBe(200)
    })
  })

  it('produto sem e-mail de contato: a mensagem da especificação', async () => {
    const r = await post(pedido({ produto: { id: produtoSemEmail }, captcha: await resolver() }))
    expect(r.status).toBe(400)
    expect(await r.json()).toMatchObject({ message: 'O produto não possui email de contato configurado' })
  })

  it.each([
    ['nome vazio', { nome: '' }, 'nome: Campo Nome é obrigatório'],
    ['nome de 2 letras', { nome: 'Jo' }, 'nome: Nome inválido'],
    ['nome de 101 caracteres', { nome: 'a'.repeat(101) }, 'nome: Nome não pode exceder 100 caracteres'],
    ['CPF com dígito errado', { cpfCnpj: '529.982.247-24' }, 'cpfCnpj: CPF/CNPJ inválido'],
    ['CPF de um dígito repetido', { cpfCnpj: '111.111.111-11' }, 'cpfCnpj: CPF/CNPJ inválido'],
    ['município de 1 letra', { municipio: 'A' }, 'municipio: Município é obrigatório'],
    ['município de 101 caracteres', { municipio: 'M'.repeat(101) }, 'municipio: Município não pode exceder 100 caracteres'],
    ['telefone de 15 caracteres', { telefone: '(54) 99876-5432' }, 'telefone: Telefone não pode exceder 14 caracteres'],
    ['telefone de 9 dígitos', { telefone: '549876543' }, 'telefone: Telefone inválido'],
    ['e-mail sem domínio', { email: 'maria@' }, 'email: E-mail inválido'],
    ['e-mail de 101 caracteres', { email: `${'m'.repeat(89)}@exemplo.com` }, 'email: Email não pode exceder 100 caracteres'],
    ['valor zero', { valor: 0 }, 'valor: Valor inválido'],
    ['motivo de 9 caracteres', { motivo: 'Comprar..' }, 'motivo: Motivo é obrigatório e deve ter pelo menos 10 caracteres'],
    ['motivo de 2001 caracteres', { motivo: 'x'.repeat(2001) }, 'motivo: Motivo não pode exceder 2000 caracteres'],
    ['campo ausente', { motivo: undefined }, 'motivo: Todos os campos são obrigatórios'],
    ['produto ausente', { produto: undefined }, 'produto: Todos os campos são obrigatórios'],
  ])('400 e nada gravado: %s', async (_caso, mudanca, mensagem) => {
    const antes = await contar()
    const r = await post(pedido({ ...mudanca, captcha: await resolver() }))
    expect(r.status).toBe(400)
    expect(((await r.json()) as { message: string }).message).toBe(mensagem)
    expect(await contar()).toBe(antes)
  })
})

describe('POST /site-api/email-api/enviarEmail', () => {
  it('é recusado (410): o site não é um repasse de e-mails; nada vai para a caixa de saída', async () => {
    const { POST: enviarEmail } = await import('@/app/(contract)/site-api/email-api/enviarEmail/route')
    const payload = await getTestPayload()
    const antes = (await payload.count({ collection: 'mensagens', overrideAccess: true })).totalDocs
    const r = enviarEmail()
    expect(r.status).toBe(410)
    expect(((await r.json()) as { message: string }).message).toMatch(/não envia e-mails avulsos/)
    expect((await payload.count({ collection: 'mensagens', overrideAccess: true })).totalDocs).toBe(antes)
  })
})
