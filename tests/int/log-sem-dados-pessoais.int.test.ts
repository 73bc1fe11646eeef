import { Writable } from 'node:stream'

import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { criarLogger } from '@/server/plataforma/log'

import { getTestPayload } from './helpers'

const ENVIADO = {
  situacao: 'nova',
  resultado: 'calculada',
  razaoSocial: 'Padaria Aceguá Ltda',
  cnpj: '11222333000181',
  emailSolicitante: 'dono@padaria.com.br',
  telefoneSolicitante: '51999998888',
  cidade: 'Chuvisca',
  uf: 'RS',
  segmentacao: 'Indústria',
  objetivoFinanciamento: 'Capital de Giro',
  faturamento: 987_654,
  valorFinanciamento: 123_456,
} satisfies RequiredDataFromCollectionSlug<'simulacoes'>

const VALORES = ['Padaria Aceguá', '11222333000181', '11.222.333/0001-81', 'dono@padaria.com.br', '51999998888', 'Chuvisca']

function logEmMemoria() {
  const linhas: string[] = []
  const destino = new Writable({
    write(chunk: Buffer, _enc, cb) {
      linhas.push(chunk.toString())
      cb()
    },
  })
  return { texto: () => linhas.join(''), log: criarLogger('info', destino) }
}

describe('log sem dados pessoais: um erro real do banco com os valores enviados', () => {
  it('o erro da consulta (drizzle põe os parâmetros na mensagem) chega ao log sem nenhum valor', async () => {
    const payload = await getTestPayload()
    // The database refuses the row (NOT NULL on a column left out): drizzle's error carries
    // every other submitted value in its message and in `params`, and the driver's in `cause`.
    const semRazao: Partial<typeof ENVIADO> = { ...ENVIADO }
    delete semRazao.razaoSocial
    const erro = await payload.db
      // The adapter's create skips validation, so the row reaches the database.
      .create({ collection: 'simulacoes', data: semRazao })
      .then(() => undefined, (e: unknown) => e)
    expect(erro).toBeInstanceOf(Error)
    // The raw error does carry the values: the test is only meaningful while it does.
    expect(String((erro as Error).message)).toContain(ENVIADO.emailSolicitante)

    const { texto, log } = logEmMemoria()
    log.error({ err: erro, dados: ENVIADO }, 'falha ao gravar a simulação')
    // Logged bare, pino would copy the message (with its params) into `msg`.
    log.error(erro as Error)
    log.warn({ error: erro }, (erro as Error).message)
    const saida = texto()
    for (const valor of VALORES) expect(saida).not.toContain(valor)
    // What the operator needs is still there: which query failed, and why.
    expect(saida).toContain('Failed query: insert into \\"simulacoes\\"')
    expect(saida).toContain('params: [removido]')
    // Each database words the cause its own way.
    expect(saida).toMatch(process.env.TEST_DATABASE_URL ? /null value in column \\"razao_social\\"/ : /NOT NULL constraint failed: simulacoes\.razao_social/)
  })
})
