import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'

import type { criarDesafio } from '@/server/adaptadores/captcha/altcha'
import { CABECALHO_CLIENTE } from '@/server/adaptadores/limites'
import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as faleConosco } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/json/route'
import { GET as acompanhar } from '@/app/(contract)/site-api/acompanhamento/[numero]/route'

import { getTestPayload } from './helpers'

const semParams = { params: Promise.resolve({}) }
const GRUPOS = '(-[0-9A-HJKMNP-TV-Z]{4}){4}'

async function resolver(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Awaited<ReturnType<typeof criarDesafio>>
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const consultar = (numero: string, cliente = 'acompanhamento-int') =>
  acompanhar(new Request(`http://t/site-api/acompanhamento/${encodeURIComponent(numero)}`, { headers: { [CABECALHO_CLIENTE]: cliente } }), {
    params: Promise.resolve({ numero }),
  })

const PESSOAL = { nome: 'Maria Acompanhada', email: 'maria.acompanhada@exemplo.com.br', mensagem: 'Texto que só a equipe pode ler, nunca o número.' }

describe('número de cada tipo de envio', () => {
  it.each([
    ['solicitacoes-financiamento', `^SOL${GRUPOS}$`],
    ['cadastros-fundos', `^CAD${GRUPOS}$`],
    ['mensagens-contato', `^FAL${GRUPOS}$`],
    ['manifestacoes-ouvidoria', `^OUV-\\d{4}${GRUPOS}$`],
    ['protocolos', '^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$'],
  ] as const)('%s recebe um número no seu esquema ao ser criado sem um', async (colecao, padrao) => {
    const payload = await getTestPayload()
    const campos = payload.collections[colecao].config.flattenedFields
    expect(campos.some((f) => f.name === 'protocolo')).toBe(true)
    // The spine's field hook alone, as any kind's server relies on it.
    const hook = (campos.find((f) => f.name === 'protocolo') as { hooks?: { beforeChange?: ((a: { value: unknown; operation: string }) => unknown)[] } }).hooks!.beforeChange![0]!
    const numero = hook({ value: undefined, operation: 'create' }) as string
    expect(numero).toMatch(new RegExp(padrao))
    expect(hook({ value: numero, operation: 'update' })).toBe(numero)
    expect(hook({ value: undefined, operation: 'create' })).not.toBe(numero)
  })
})

describe('Fale Conosco: número, recibo e acompanhamento', () => {
  it('responde o número, põe o recibo na caixa de saída e o acompanhamento mostra a situação, nunca os dados pessoais', async () => {
    const payload = await getTestPayload()
    const corpo = { ...PESSOAL, telefone: '(51)3333-4444', empresa: '', municipio: 'Porto Alegre', uf: 'RS', captcha: await resolver() }
    const r = await faleConosco(new Request('http://t/fas/formularioFaleConoscoCadastro/json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(corpo) }), semParams)
    expect(r.status).toBe(200)
    const { id, protocolo, message } = (await r.json()) as { id: number; protocolo: string; message: string }
    expect(message).toBe('Formulário enviado com sucesso!')
    expect(protocolo).toMatch(new RegExp(`^FAL${GRUPOS}$`))

    const msgs = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `mensagens-contato:${id}` } }, sort: 'createdAt', overrideAccess: true })).docs
    const recibo = msgs.find((m) => m.para === PESSOAL.email)!
    expect(msgs).toHaveLength(2)
    expect(recibo.assunto).toBe(`Mensagem do Fale Conosco: recebemos o seu envio (nº ${protocolo})`)
    expect(recibo.texto).toContain(`Número para acompanhamento: ${protocolo}`)
    expect(recibo.texto).toContain(`/atendimento-ao-cliente/acompanhar?numero=${protocolo}`)
    expect(recibo.texto).not.toContain(PESSOAL.mensagem)
    expect(recibo.texto).not.toContain(PESSOAL.nome)

    const doc = await payload.findByID({ collection: 'mensagens-contato', id, overrideAccess: true })
    const antes = await consultar(protocolo.toLowerCase().replace(/-/g, ' '))
    expect(antes.status).toBe(200)
    expect(antes.headers.get('Cache-Control')).toBe('no-store')
    const texto = await antes.text()
    expect(JSON.parse(texto)).toEqual({
      numero: protocolo,
      servico: 'Mensagem do Fale Conosco',
      situacao: 'Nova',
      concluida: false,
      recebidaEm: doc.createdAt,
      atualizadaEm: doc.updatedAt,
      // The channel's service level (Atendimento › Prazo de atendimento por canal) set the case's deadline.
      prazo: doc.prazo!.slice(0, 10),
      resposta: null,
      respondidaEm: null,
    })
    for (const v of [PESSOAL.nome, PESSOAL.email, PESSOAL.mensagem, 'Porto Alegre', '5133334444']) expect(texto).not.toContain(v)

    await payload.update({ collection: 'mensagens-contato', id, data: { situacao: 'respondida' }, overrideAccess: true })
    expect(await (await consultar(protocolo)).json()).toMatchObject({ situacao: 'Respondida', concluida: true })
  })

  it('a Ouvidoria mostra o prazo e, depois de enviada, a resposta', async () => {
    const payload = await getTestPayload()
    const doc = await payload.create({
      collection: 'manifestacoes-ouvidoria',
      data: { nome: PESSOAL.nome, email: PESSOAL.email, telefone: '51998765432', cpfCnpj: '52998224725', endereco: 'Rua dos Andradas, 100', naturezaManifestacao: 'Reclamação', assunto: 'Atendimento', mensagem: PESSOAL.mensagem, situacao: 'recebida' } as never,
      overrideAccess: true,
    })
    const numero = String(doc.protocolo)
    const antes = (await (await consultar(numero)).json()) as { prazo: string; situacao: string; resposta: null }
    expect(antes).toMatchObject({ servico: 'Manifestação da Ouvidoria', situacao: 'Recebida', resposta: null, prazo: String(doc.prazoResposta).slice(0, 10) })
    await payload.update({ collection: 'manifestacoes-ouvidoria', id: doc.id, data: { situacao: 'respondida', resposta: 'Sua reclamação foi resolvida.' }, overrideAccess: true })
    const depois = (await (await consultar(numero)).json()) as Record<string, unknown>
    expect(depois).toMatchObject({ situacao: 'Respondida', concluida: true, resposta: 'Sua reclamação foi resolvida.' })
    expect(typeof depois.respondidaEm).toBe('string')
    for (const v of [PESSOAL.nome, PESSOAL.mensagem, '52998224725', 'Rua dos Andradas']) expect(JSON.stringify(depois)).not.toContain(v)
  })
})

describe('GET /site-api/acompanhamento/{numero}: desconhecido e limite', () => {
  it('um número que não existe, ou que não é um número, é 404 com a mensagem', async () => {
    for (const numero of ['SOL-0000-0000-0000-0000', 'qualquer coisa', 'OUV-2026-0000-0000-0000-0000']) {
      const r = await consultar(numero, 'acompanhamento-404')
      expect(r.status).toBe(404)
      expect(await r.json()).toEqual({ message: 'Nenhum atendimento encontrado com este número. Confira o número no e-mail de confirmação.' })
    }
  })

  it('30 consultas por minuto por cliente; a 31ª é 429', async () => {
    const cliente = `acompanhamento-limite-${Date.now()}`
    for (let i = 0; i < 30; i++) expect((await consultar('CAD-0000-0000-0000-0000', cliente)).status).toBe(404)
    const r = await consultar('CAD-0000-0000-0000-0000', cliente)
    expect(r.status).toBe(429)
    expect(((await r.json()) as { message: string }).message).toBe('Muitas tentativas em pouco tempo. Tente novamente em 1 minuto.')
  })
})
