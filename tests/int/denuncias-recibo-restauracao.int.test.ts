import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import { criarBackup } from '@/server/adaptadores/backup/copia'
import { restaurarBackup } from '@/server/adaptadores/backup/restauracao'
import { CHAVE_KV, esquecerChaveDasEtiquetas } from '@/server/servicos/denuncias/chave-etiqueta'
import { novoParDoMembro } from '@/server/servicos/denuncias/chaves'
import { chaveLegadaDasEtiquetas, etiquetaDoRecibo } from '@/server/servicos/denuncias/recibo'
import { consultarDenuncia } from '@/server/servicos/denuncias/registro'
import { env, payloadSecret } from '@/server/plataforma/env'

import { asUser, createStaffUser, destroyTestPayload, getTestPayload } from './helpers'

/**
 * A reporter's receipt survives what an operator does to the machine (issue 34):
 * the receipts' tag key lives in the database, so a backup restored onto an
 * empty DATA_DIR with a new PAYLOAD_SECRET (SQLite), or the secret rotated
 * (both databases), still lets the reporter read the team's reply.
 */

const semParams = { params: Promise.resolve({}) }
const RESPOSTA = 'RESPOSTA-DA-EQUIPE-4711 recebemos e estamos apurando'

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A report filed through the public call, and the team's message to its reporter; answers the receipt. */
async function denunciaRespondida(payload: Payload): Promise<string> {
  const membro = await createStaffUser(['integridade'])
  const par = await novoParDoMembro('frase secreta da equipe de integridade')
  await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: membro.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown> } })
  const pedido = new Request('http://t/site-api/denuncias', { method: 'POST', headers: { 'x-fomento-cliente': '203.0.113.70' }, body: JSON.stringify({ anonimo: true, denuncia: 'Relato para a restauração.', captcha: await captcha() }) })
  const r = await denunciar(pedido, semParams)
  expect(r.status).toBe(200)
  const recibo = Object.values((await r.json()) as Record<string, string>)[0]!
  const [doc] = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 1 })).docs
  await payload.update({ collection: 'denuncias', id: doc!.id, data: { novaMensagem: RESPOSTA }, ...asUser(membro) })
  return recibo
}

const mensagensVistas = async (payload: Payload, recibo: string) => (await consultarDenuncia(payload, recibo)).flatMap((v) => (v.mensagens ?? []).map((m) => m.texto))

const destino = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-recibo-'))
let restaurado: Payload | undefined
afterAll(async () => {
  if (restaurado) {
    await restaurado.destroy()
    ;(restaurado.db as unknown as { client?: { close?: () => void } }).client?.close?.()
  }
  fs.rmSync(destino, { recursive: true, force: true })
})

describe('receipts and the secret', () => {
  it('an upgrade keeps the receipts of reports filed while the key was derived from PAYLOAD_SECRET', async () => {
    const payload = await getTestPayload()
    // The previous version tagged receipts under the key derived from the secret (the tag is also the
    // envelopes' context, so the report is filed that way from the start) and kept no key row.
    const legada = chaveLegadaDasEtiquetas(payloadSecret())
    await payload.update({ collection: 'payload-kv', where: { key: { equals: CHAVE_KV } }, data: { data: { chave: legada.toString('base64'), origem: 'aleatoria' } }, overrideAccess: true })
    esquecerChaveDasEtiquetas(payload)
    const recibo = await denunciaRespondida(payload)
    const [doc] = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 1 })).docs
    expect(doc!.etiqueta).toBe(etiquetaDoRecibo(recibo, legada))
    await payload.delete({ collection: 'payload-kv', where: { key: { equals: CHAVE_KV } }, overrideAccess: true })
    esquecerChaveDasEtiquetas(payload)
    // The upgrade's first start: reports and no key row.
    expect(await mensagensVistas(payload, recibo)).toEqual([RESPOSTA])
    const [linha] = (await payload.find({ collection: 'payload-kv', where: { key: { equals: CHAVE_KV } }, overrideAccess: true })).docs
    expect(linha?.data).toEqual({ chave: chaveLegadaDasEtiquetas(payloadSecret()).toString('base64'), origem: 'legada' })
  }, 60_000)

  it('a rotated PAYLOAD_SECRET still finds the report by its receipt', async () => {
    const payload = await getTestPayload()
    const recibo = await denunciaRespondida(payload)
    expect(await mensagensVistas(payload, recibo)).toEqual([RESPOSTA])
    // The tests' secret is the generated file under DATA_DIR (setup.ts unsets PAYLOAD_SECRET): a new one is made.
    const antes = payloadSecret()
    fs.rmSync(path.join(env().dataDir, '.payload-secret'))
    expect(payloadSecret()).not.toBe(antes)
    expect(await mensagensVistas(payload, recibo)).toEqual([RESPOSTA])
  }, 60_000)
})

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('receipts after a restore (SQLite)', () => {
  it('a backup restored onto an empty DATA_DIR with a new secret lets the reporter read the reply', async () => {
    const e = env()
    const payload = await getTestPayload()
    const recibo = await denunciaRespondida(payload)
    const segredoAntes = payloadSecret()
    const { arquivo } = await criarBackup({ dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), destino })
    await destroyTestPayload()
    for (const nome of fs.readdirSync(e.dataDir)) fs.rmSync(path.join(e.dataDir, nome), { recursive: true, force: true })
    await restaurarBackup({ arquivo, dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), substituir: false })
    // The backup leaves the secret out: the restored machine makes a new one.
    expect(payloadSecret()).not.toBe(segredoAntes)
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    restaurado = await getPayload({ config, key: 'restaurado-recibo' })
    expect(await mensagensVistas(restaurado, recibo)).toEqual([RESPOSTA])
  }, 120_000)
})
