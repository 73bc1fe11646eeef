import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import { MENSAGEM_CANAL_INDISPONIVEL } from '@/domain/denuncia/indisponivel'
import { canalDeDenunciasDisponivel } from '@/features/denuncias/disponibilidade'
import { novoParDoMembro } from '@/server/servicos/denuncias/chaves'

import { createStaffUser, getTestPayload } from './helpers'

/**
 * A fresh install has no integridade key (issue 31): the channel says it is
 * unavailable before anyone writes (the page asks canalDeDenunciasDisponivel)
 * and its call answers 503 with the notice naming other places to report,
 * never a 500 after the citizen wrote; nothing is stored.
 */

const semParams = { params: Promise.resolve({}) }

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const enviar = async () =>
  denunciar(
    new Request('http://t/site-api/denuncias', { method: 'POST', headers: { 'x-fomento-cliente': '203.0.113.80' }, body: JSON.stringify({ anonimo: true, denuncia: 'Relato sem equipe.', captcha: await captcha() }) }),
    semParams,
  )

describe('the whistleblower channel without a team key', () => {
  it('answers 503 with the notice naming other channels, stores nothing, and opens once a member has a key', async () => {
    const payload = await getTestPayload()
    expect(await canalDeDenunciasDisponivel()).toBe(false)
    const r = await enviar()
    expect(r.status).toBe(503)
    expect(await r.json()).toEqual({ message: MENSAGEM_CANAL_INDISPONIVEL })
    expect(MENSAGEM_CANAL_INDISPONIVEL).toContain('Fala.BR')
    expect(MENSAGEM_CANAL_INDISPONIVEL).toContain('Ouvidoria-Geral do Estado')
    expect((await payload.count({ collection: 'denuncias', overrideAccess: true })).totalDocs).toBe(0)

    // A member with the role and a key: the channel is open.
    const membro = await createStaffUser(['integridade'])
    const par = await novoParDoMembro('frase secreta do primeiro membro')
    await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: membro.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown> } })
    expect(await canalDeDenunciasDisponivel()).toBe(true)
    expect((await enviar()).status).toBe(200)

    // The only member loses the role: closed again, with the notice.
    await payload.update({ collection: 'users', id: membro.id, data: { roles: ['editor'] }, overrideAccess: true })
    expect(await canalDeDenunciasDisponivel()).toBe(false)
    expect((await enviar()).status).toBe(503)
    expect((await payload.count({ collection: 'denuncias', overrideAccess: true })).totalDocs).toBe(1)
  }, 60_000)
})
