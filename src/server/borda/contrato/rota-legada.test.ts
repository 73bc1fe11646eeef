import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { registrarSaudeDoBanco } from '../../plataforma/saude'
import { MENSAGEM_500, MENSAGEM_503, rotaLegada } from './rota-legada'

const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) })
const post = (corpo: string) => new Request('http://x/fas/teste', { method: 'POST', body: corpo, headers: { 'content-type': 'application/json' } })

const rota = rotaLegada({
  nome: 'teste',
  params: z.object({ id: z.coerce.number({ message: 'deve ser um número' }).int() }),
  corpo: z.object({ email: z.email('e-mail inválido'), valor: z.number().min(10_000, 'mínimo de R$ 10.000') }),
  executar: ({ params, corpo }) => {
    if (corpo.valor === 66_666) throw new Error(`falha ao gravar ${corpo.email}`)
    return Promise.resolve({ id: params.id, valor: corpo.valor })
  },
})

afterEach(() => registrarSaudeDoBanco(() => Promise.resolve(true)))

describe('rotaLegada', () => {
  it('responde o resultado em JSON', async () => {
    const r = await rota(post('{"email":"a@b.com.br","valor":20000}'), ctx({ id: '7' }))
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ id: 7, valor: 20000 })
  })

  it('400 nomeando o campo do parâmetro de caminho', async () => {
    const r = await rota(post('{"email":"a@b.com.br","valor":20000}'), ctx({ id: 'abc' }))
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ message: 'id: deve ser um número' })
  })

  it('400 nomeando o campo do corpo', async () => {
    const r = await rota(post('{"email":"a@b.com.br","valor":500}'), ctx({ id: '1' }))
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ message: 'valor: mínimo de R$ 10.000', erros: [{ campo: 'valor', mensagem: 'mínimo de R$ 10.000' }] })
  })

  it('400 lista a mensagem de cada campo errado, para o formulário mostrar em cada um', async () => {
    const r = await rota(post('{"email":"sem-arroba","valor":500}'), ctx({ id: '1' }))
    expect(((await r.json()) as { erros: unknown }).erros).toEqual([
      { campo: 'email', mensagem: 'e-mail inválido' },
      { campo: 'valor', mensagem: 'mínimo de R$ 10.000' },
    ])
  })

  it('400 para corpo que não é JSON', async () => {
    const r = await rota(post('{email'), ctx({ id: '1' }))
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' })
  })

  it('500 com mensagem genérica quando algo inesperado falha (sem vazar dados nem pilha)', async () => {
    registrarSaudeDoBanco(() => Promise.resolve(true))
    const r = await rota(post('{"email":"ana@empresa.com.br","valor":66666}'), ctx({ id: '1' }))
    expect(r.status).toBe(500)
    const texto = await r.text()
    expect(JSON.parse(texto)).toEqual({ message: MENSAGEM_500 })
    expect(texto).not.toContain('ana@empresa.com.br')
  })

  it('503 quando o banco não responde', async () => {
    registrarSaudeDoBanco(() => Promise.reject(new Error('ECONNREFUSED')))
    const r = await rota(post('{"email":"ana@empresa.com.br","valor":66666}'), ctx({ id: '1' }))
    expect(r.status).toBe(503)
    expect(await r.json()).toEqual({ message: MENSAGEM_503 })
  })
})
