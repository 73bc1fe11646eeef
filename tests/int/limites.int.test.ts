import { beforeAll, describe, expect, it, vi } from 'vitest'

import { REGRAS_OUVIDORIA } from '@/domain/formulario/arquivos'
import { rotaDeAnexo } from '@/dados/formularios/rota-de-anexo'
import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as faleConoscoJson } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/json/route'
import { POST as faleConoscoLegado } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/route'
import { GET as cep } from '@/app/(contract)/site-api/formulario/cep/route'
import { POST as simular } from '@/app/(contract)/site-api/solicitarSimulacaoFinanciamento/route'
import { POST as pdf } from '@/app/(site)/resultado-financiamento/pdf/route'
import { CABECALHO_CLIENTE, REGRAS } from '@/server/adaptadores/limites'
import { ambienteDosLimites } from '@/server/adaptadores/limites/ambiente'

import { getTestPayload } from './helpers'

// This file runs every rule at its production value (tests/int/setup.ts raises some for the others).
vi.hoisted(() => {
  process.env.LIMITES = ''
})

const semParams = { params: Promise.resolve({}) }

function pedido(url: string, cliente: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  headers.set(CABECALHO_CLIENTE, cliente)
  return new Request(`http://t${url}`, { ...init, headers })
}

const json = (url: string, cliente: string, corpo: unknown) =>
  pedido(url, cliente, { method: 'POST', body: JSON.stringify(corpo), headers: { 'content-type': 'application/json' } })

async function contar(collection: 'mensagens-contato' | 'simulacoes' | 'mensagens' | 'anexos') {
  const payload = await getTestPayload()
  return (await payload.count({ collection, overrideAccess: true })).totalDocs
}

/** Expects the 429 of a rule whose window is `janela` seconds: Retry-After within it and the Portuguese message. */
async function esperar429(r: Response, janela: number, mensagem: string) {
  expect(r.status).toBe(429)
  const espera = Number(r.headers.get('Retry-After'))
  expect(espera).toBeGreaterThan(janela - 10)
  expect(espera).toBeLessThanOrEqual(janela)
  expect(r.headers.get('Cache-Control')).toBe('no-store')
  const corpo = r.headers.get('content-type')?.includes('json') ? ((await r.json()) as { message: string }).message : await r.text()
  expect(corpo).toContain(mensagem)
}

const DEZ_MINUTOS = 'Muitas tentativas em pouco tempo. Tente novamente em 10 minutos.'
const UM_MINUTO = 'Muitas tentativas em pouco tempo. Tente novamente em 1 minuto.'

beforeAll(async () => {
  await getTestPayload()
})

describe('limites de abuso em produção (valores do código, sem LIMITES)', () => {
  it('os valores de produção são os de regras.ts', () => {
    expect(ambienteDosLimites.atual().LIMITES).toEqual(REGRAS)
    expect(REGRAS.formulario).toEqual({ pontos: 10, janelaSegundos: 600 })
    expect(REGRAS.consulta).toEqual({ pontos: 30, janelaSegundos: 60 })
    expect(REGRAS.anexo).toEqual({ pontos: 30, janelaSegundos: 600 })
    expect(REGRAS.avisoComercial).toEqual({ pontos: 3, janelaSegundos: 3600 })
  })

  it('todo formulário do kit: a 11ª chamada de um cliente em 10 min recebe 429 antes de ler o corpo; outro cliente não', async () => {
    const antes = await contar('mensagens-contato')
    for (let i = 0; i < 10; i++) expect((await faleConoscoJson(json('/fas/formularioFaleConoscoCadastro/json', '203.0.113.10', {}), semParams)).status).toBe(400)
    // A valid-looking body (its captcha is never checked: the limit comes first) is refused the same.
    const r = await faleConoscoJson(json('/fas/formularioFaleConoscoCadastro/json', '203.0.113.10', { nome: 'Ana', email: 'ana@example.com', mensagem: 'x'.repeat(20) }), semParams)
    await esperar429(r, 600, DEZ_MINUTOS)
    // The legacy HTML answer of the same route builder: the page with the message in red.
    const legado = await faleConoscoLegado(
      pedido('/fas/formularioFaleConoscoCadastro', '203.0.113.10', { method: 'POST', body: 'nome=Ana', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      semParams,
    )
    expect(legado.headers.get('content-type')).toContain('text/html')
    await esperar429(legado, 600, `<h4 style="color:red">${DEZ_MINUTOS}</h4>`)
    expect(await contar('mensagens-contato')).toBe(antes)
    expect((await faleConoscoJson(json('/fas/formularioFaleConoscoCadastro/json', '198.51.100.10', {}), semParams)).status).toBe(400)
  })

  it('envio de anexo (rotaDeAnexo): a 31ª chamada em 10 min recebe 429 e nada é gravado', async () => {
    const rota = rotaDeAnexo({ formulario: 'teste-limite', regras: REGRAS_OUVIDORIA })
    const vazio = () => pedido('/anexo', '203.0.113.11', { method: 'POST', body: new FormData() })
    for (let i = 0; i < 30; i++) expect((await rota(vazio())).status).toBe(400)
    const corpo = new FormData()
    corpo.append('arquivo', new File([new TextEncoder().encode('texto simples')], 'a.txt', { type: 'text/plain' }))
    await esperar429(await rota(pedido('/anexo', '203.0.113.11', { method: 'POST', body: corpo })), 600, DEZ_MINUTOS)
    expect(await contar('anexos')).toBe(0)
  })

  it('consultas (CEP, desafio do captcha, PDF da simulação): a 31ª em 1 min recebe 429, por cliente', async () => {
    for (let i = 0; i < 30; i++) expect((await cep(pedido('/site-api/formulario/cep?cep=abc', '203.0.113.12'), semParams)).status).toBe(400)
    await esperar429(await cep(pedido('/site-api/formulario/cep?cep=90010000', '203.0.113.12'), semParams), 60, UM_MINUTO)

    for (let i = 0; i < 30; i++) expect((await desafio(pedido('/captcha/desafio', '203.0.113.13'), semParams)).status).toBe(200)
    await esperar429(await desafio(pedido('/captcha/desafio', '203.0.113.13'), semParams), 60, UM_MINUTO)

    const semSimulacao = () => pedido('/resultado-financiamento/pdf', '203.0.113.14', { method: 'POST', body: 'simulacao=%7B%7D', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    for (let i = 0; i < 30; i++) expect((await pdf(semSimulacao())).status).toBe(400)
    await esperar429(await pdf(semSimulacao()), 60, UM_MINUTO)
    // The rule is per client.
    expect((await cep(pedido('/site-api/formulario/cep?cep=abc', '198.51.100.12'), semParams)).status).toBe(400)
  })
})

describe('o simulador não serve para inundar a caixa da equipe comercial', () => {
  const base = {
    segmentacao: 'Indústria',
    objetivoFinanciamento: 'Máquinas e Equipamentos',
    faturamento: 2_000_000,
    valorFinanciamento: 500_000,
    telefoneSolicitante: '(51)99876-5432',
    prazoMeses: 60,
    carenciaMeses: 6,
    razaoSocial: 'Metalúrgica Água Boa Ltda',
    cnpj: '11.222.333/0001-81',
    cidade: 'Porto Alegre',
    uf: 'RS',
    acimaDe300k: true,
  }
  const pedidoDe = (cliente: string, i: number) => json('/site-api/solicitarSimulacaoFinanciamento', cliente, { ...base, emailSolicitante: `alvo${i}@vitima.example.com` })

  it('cada cliente provoca no máximo 3 e-mails por hora; o 4º pedido diferente recebe 429 e nada é gravado nem enviado', async () => {
    const [simulacoes, mensagens] = [await contar('simulacoes'), await contar('mensagens')]
    for (let i = 0; i < 3; i++) expect((await simular(pedidoDe('203.0.113.20', i), semParams)).status).toBe(200)
    expect(await contar('mensagens')).toBe(mensagens + 3)
    await esperar429(await simular(pedidoDe('203.0.113.20', 3), semParams), 3600, 'Muitas tentativas em pouco tempo. Tente novamente em 60 minutos.')
    expect(await contar('mensagens')).toBe(mensagens + 3)
    expect(await contar('simulacoes')).toBe(simulacoes + 3)
    // A repeat of a lead already stored answers as before (no new e-mail, no slot spent).
    const repetido = await simular(pedidoDe('203.0.113.20', 0), semParams)
    expect(repetido.status).toBe(200)
    expect(await contar('mensagens')).toBe(mensagens + 3)
    // Another client is not held back.
    expect((await simular(pedidoDe('198.51.100.20', 9), semParams)).status).toBe(200)
    expect(await contar('mensagens')).toBe(mensagens + 4)
  })
})
