import type http from 'node:http'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as cep } from '@/app/(contract)/site-api/formulario/cep/route'
import { criarConsultaCep } from '@/server/adaptadores/cep/consulta'
import { brasilApi, viaCep } from '@/server/adaptadores/cep/provedores'
import { gravarPorCampo } from '@/server/payload/gravar'

import { getTestPayload } from './helpers'

/**
 * One local server plays both providers, in each one's real format: ViaCEP at /viacep/ws/{cep}/json/,
 * BrasilAPI at /brasilapi/cep/v1/{cep}. It starts before the app reads its configuration, so the
 * site's own lookup (the route) is pointed at it through CEP_VIACEP_URL and CEP_BRASILAPI_URL.
 */
type Resposta = { status: number; corpo: string } | 'sem-resposta'
const falso = await vi.hoisted(async () => {
  const { default: http } = await import('node:http')
  const respostas = new Map<string, Resposta>()
  const pedidos: string[] = []
  const servidor: http.Server = http.createServer((req, res) => {
    const url = req.url ?? ''
    pedidos.push(url)
    const r = respostas.get(url)
    if (r === 'sem-resposta') return // the provider hangs: the lookup's time limit must cut it
    // A new connection per request: a kept-alive socket that this server closes while the app
    // initialises would otherwise fail the next call at random (the chain would then, rightly, move on).
    res.writeHead(r?.status ?? 500, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
    res.end(r?.corpo ?? '{"erro":"nada configurado"}')
  })
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok))
  const { port } = servidor.address() as { port: number }
  const base = `http://127.0.0.1:${port}`
  process.env.CEP_VIACEP_URL = `${base}/viacep/ws`
  process.env.CEP_BRASILAPI_URL = `${base}/brasilapi/cep/v1`
  return { servidor, base, respostas, pedidos }
})

const viaCepEm = (c: string) => `/viacep/ws/${c}/json/`
const brasilApiEm = (c: string) => `/brasilapi/cep/v1/${c}`
const json = (status: number, corpo: unknown): Resposta => ({ status, corpo: JSON.stringify(corpo) })

/** ViaCEP's answer for a street CEP (as it answers 90010-000). */
const VIACEP_ANDRADAS = json(200, {
  cep: '90010-000', logradouro: 'Rua dos Andradas', complemento: 'até 1000 - lado par', unidade: '', bairro: 'Centro Histórico',
  localidade: 'Porto Alegre', uf: 'RS', estado: 'Rio Grande do Sul', regiao: 'Sul', ibge: '4314902', gia: '', ddd: '51', siafi: '8801',
})
/** ViaCEP's answer for a city-wide CEP: no street, no neighbourhood. */
const VIACEP_CIDADE = json(200, {
  cep: '95950-000', logradouro: '', complemento: '', unidade: '', bairro: '', localidade: 'Nova Bréscia', uf: 'RS',
  estado: 'Rio Grande do Sul', regiao: 'Sul', ibge: '4312955', gia: '', ddd: '51', siafi: '5783',
})
const BRASILAPI_AVENIDA = json(200, { cep: '95010000', state: 'RS', city: 'Caxias do Sul', neighborhood: 'Centro', street: 'Avenida Júlio de Castilhos', service: 'open-cep' })
const BRASILAPI_404 = json(404, {
  name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.', type: 'service_error',
  errors: [{ name: 'ServiceError', message: 'CEP NAO ENCONTRADO', service: 'correios' }],
})

const vezes = (caminho: string) => falso.pedidos.filter((p) => p === caminho).length

beforeEach(() => {
  falso.respostas.clear()
  falso.pedidos.length = 0
})
afterAll(() => new Promise<void>((ok) => falso.servidor.close(() => ok())))

describe('a cadeia de provedores de CEP (cliente real contra um servidor local)', () => {
  const nova = () => criarConsultaCep({ provedores: [viaCep(`${falso.base}/viacep/ws`), brasilApi(`${falso.base}/brasilapi/cep/v1`)], tempoLimiteMs: 300 })

  it('found by ViaCEP: its address and IBGE code; BrasilAPI is not asked', async () => {
    falso.respostas.set(viaCepEm('90010000'), VIACEP_ANDRADAS)
    expect(await nova()('90010000')).toEqual({
      tipo: 'encontrado',
      endereco: { logradouro: 'Rua dos Andradas', bairro: 'Centro Histórico', cidade: 'Porto Alegre', uf: 'RS', codigoIbge: '4314902' },
    })
    expect(vezes(brasilApiEm('90010000'))).toBe(0)
  })

  it('partly found (a city-wide CEP): street and neighbourhood empty', async () => {
    falso.respostas.set(viaCepEm('95950000'), VIACEP_CIDADE)
    expect(await nova()('95950000')).toEqual({
      tipo: 'encontrado',
      endereco: { logradouro: '', bairro: '', cidade: 'Nova Bréscia', uf: 'RS', codigoIbge: '4312955' },
    })
  })

  it.each([[{ erro: true }], [{ erro: 'true' }]])('not found: ViaCEP %j and BrasilAPI 404', async (erro) => {
    falso.respostas.set(viaCepEm('99999999'), json(200, erro))
    falso.respostas.set(brasilApiEm('99999999'), BRASILAPI_404)
    expect(await nova()('99999999')).toEqual({ tipo: 'nao-encontrado' })
    expect(vezes(brasilApiEm('99999999'))).toBe(1)
  })

  it('unknown to ViaCEP but known to BrasilAPI: found, with the IBGE code from the IBGE data', async () => {
    falso.respostas.set(viaCepEm('95010000'), json(200, { erro: true }))
    falso.respostas.set(brasilApiEm('95010000'), BRASILAPI_AVENIDA)
    expect(await nova()('95010000')).toEqual({
      tipo: 'encontrado',
      endereco: { logradouro: 'Avenida Júlio de Castilhos', bairro: 'Centro', cidade: 'Caxias do Sul', uf: 'RS', codigoIbge: '4305108' },
    })
  })

  it.each<[string, Resposta]>([
    ['HTTP 500', json(500, { message: 'erro' })],
    ['an HTML page', { status: 200, corpo: '<html>manutenção</html>' }],
    ['no answer within the time limit', 'sem-resposta'],
  ])('ViaCEP down (%s): BrasilAPI answers', async (_caso, resposta) => {
    falso.respostas.set(viaCepEm('95010000'), resposta)
    falso.respostas.set(brasilApiEm('95010000'), BRASILAPI_AVENIDA)
    const r = await nova()('95010000')
    expect(r.tipo).toBe('encontrado')
    expect(vezes(viaCepEm('95010000'))).toBe(1)
    expect(vezes(brasilApiEm('95010000'))).toBe(1)
  })

  it('every provider down: unavailable, and not remembered (the next lookup asks again)', async () => {
    falso.respostas.set(viaCepEm('90010000'), json(503, {}))
    falso.respostas.set(brasilApiEm('90010000'), 'sem-resposta')
    const consultar = nova()
    expect(await consultar('90010000')).toEqual({ tipo: 'indisponivel' })
    falso.respostas.set(viaCepEm('90010000'), VIACEP_ANDRADAS)
    expect((await consultar('90010000')).tipo).toBe('encontrado')
    expect(vezes(viaCepEm('90010000'))).toBe(2)
  })

  it('a CEP asked again, or twice at once, is answered from the cache: one provider call', async () => {
    falso.respostas.set(viaCepEm('90010000'), VIACEP_ANDRADAS)
    falso.respostas.set(viaCepEm('99999999'), json(200, { erro: true }))
    falso.respostas.set(brasilApiEm('99999999'), BRASILAPI_404)
    const consultar = nova()
    const [a, b] = await Promise.all([consultar('90010000'), consultar('90010000')])
    expect(a).toEqual(b)
    await consultar('90010000')
    await consultar('99999999')
    expect(await consultar('99999999')).toEqual({ tipo: 'nao-encontrado' })
    expect(vezes(viaCepEm('90010000'))).toBe(1)
    expect(vezes(viaCepEm('99999999'))).toBe(1)
    expect(vezes(brasilApiEm('99999999'))).toBe(1)
  })
})

describe('contrato: GET /site-api/formulario/cep?cep=', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    // Also in the list every start writes; written here so the test says what it relies on.
    for (const descricao of ['RUA', 'AVENIDA', 'PRAÇA']) await gravarPorCampo(payload, 'prefixos-endereco', 'descricao', descricao, { descricao })
  })

  const pedir = (consulta: string) => cep(new Request(`http://t/site-api/formulario/cep${consulta}`), { params: Promise.resolve({}) })

  it('found: the spec fields, the street split on the prefix list, in capitals; kept out of shared caches', async () => {
    falso.respostas.set(viaCepEm('90010000'), VIACEP_ANDRADAS)
    const r = await pedir('?cep=90010000')
    expect({ status: r.status, pedidos: falso.pedidos }).toEqual({ status: 200, pedidos: [viaCepEm('90010000')] })
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(await r.json()).toEqual({ prefixo: 'RUA', rua: 'DOS ANDRADAS', bairro: 'CENTRO HISTÓRICO', uf: 'RS', codigoIbge: '4314902', cidade: 'PORTO ALEGRE' })
  })

  it('partly found: prefix, street and neighbourhood empty for the form to ask', async () => {
    falso.respostas.set(viaCepEm('95950000'), VIACEP_CIDADE)
    const r = await pedir('?cep=95950000')
    expect(await r.json()).toEqual({ prefixo: '', rua: '', bairro: '', uf: 'RS', codigoIbge: '4312955', cidade: 'NOVA BRÉSCIA' })
  })

  it('second provider: BrasilAPI\'s street split the same way', async () => {
    falso.respostas.set(viaCepEm('95010000'), json(500, {}))
    falso.respostas.set(brasilApiEm('95010000'), BRASILAPI_AVENIDA)
    expect(await (await pedir('?cep=95010000')).json()).toEqual({
      prefixo: 'AVENIDA', rua: 'JÚLIO DE CASTILHOS', bairro: 'CENTRO', uf: 'RS', codigoIbge: '4305108', cidade: 'CAXIAS DO SUL',
    })
  })

  it('404 when no provider knows it', async () => {
    falso.respostas.set(viaCepEm('99999999'), json(200, { erro: 'true' }))
    falso.respostas.set(brasilApiEm('99999999'), BRASILAPI_404)
    const r = await pedir('?cep=99999999')
    expect(r.status).toBe(404)
    expect(await r.json()).toEqual({ message: 'CEP não encontrado.' })
  })

  it('503 with a message when every provider fails', async () => {
    falso.respostas.set(viaCepEm('91000000'), json(502, {}))
    falso.respostas.set(brasilApiEm('91000000'), json(500, {}))
    const r = await pedir('?cep=91000000')
    expect(r.status).toBe(503)
    expect(await r.json()).toEqual({ message: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.' })
  })

  it.each(['?cep=90010-000', '?cep=9001000', '?cep=900100001', '?cep=abcdefgh', ''])('400 in Portuguese for %j, and no provider asked', async (consulta) => {
    const r = await pedir(consulta)
    expect(r.status).toBe(400)
    const corpo = (await r.json()) as { message: string }
    expect(corpo.message).toMatch(/^cep: /)
    expect(falso.pedidos).toEqual([])
  })
})
