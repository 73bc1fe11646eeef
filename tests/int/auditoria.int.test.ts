import config from '@payload-config'
import { Forbidden, handleEndpoints, type RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { asUser, authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

const DADOS_DO_CIDADAO: RequiredDataFromCollectionSlug<'simulacoes'> = {
  situacao: 'nova',
  resultado: 'calculada',
  razaoSocial: 'Padaria Aceguá Ltda',
  cnpj: '11222333000181',
  emailSolicitante: 'dono@padaria.com.br',
  telefoneSolicitante: '51999998888',
  cidade: 'Aceguá',
  uf: 'RS',
  segmentacao: 'Indústria',
  objetivoFinanciamento: 'Capital de Giro',
  faturamento: 1_000_000,
  valorFinanciamento: 200_000,
}

async function novaSimulacao() {
  const payload = await getTestPayload()
  // As the public call writes it: no user, access overridden.
  return payload.create({ collection: 'simulacoes', data: { ...DADOS_DO_CIDADAO }, overrideAccess: true })
}

describe('submissões na retaguarda: só o acompanhamento muda, e tudo fica registrado', () => {
  it('o comercial muda a situação pela API, mas não o que o cidadão enviou', async () => {
    const payload = await getTestPayload()
    const sim = await novaSimulacao()
    const comercial = await createStaffUser(['comercial'])
    const resposta = await handleEndpoints({
      config,
      path: `/api/simulacoes/${sim.id}`,
      request: new Request(`http://localhost:3000/api/simulacoes/${sim.id}`, {
        method: 'PATCH',
        headers: { ...authHeaders(await loginToken(comercial)), 'Content-Type': 'application/json' },
        body: JSON.stringify({ situacao: 'em-contato', razaoSocial: 'Outra', emailSolicitante: 'atacante@mal.example', valorFinanciamento: 1 }),
      }),
    })
    expect(resposta.status).toBe(200)
    const depois = await payload.findByID({ collection: 'simulacoes', id: sim.id, overrideAccess: true })
    expect(depois.situacao).toBe('em-contato')
    expect(depois.razaoSocial).toBe(DADOS_DO_CIDADAO.razaoSocial)
    expect(depois.emailSolicitante).toBe(DADOS_DO_CIDADAO.emailSolicitante)
    expect(depois.valorFinanciamento).toBe(DADOS_DO_CIDADAO.valorFinanciamento)
  })

  it('nem o administrador reescreve a solicitação enviada; só o acompanhamento', async () => {
    const payload = await getTestPayload()
    const sim = await novaSimulacao()
    const admin = await createStaffUser(['admin'])
    await payload.update({ collection: 'simulacoes', id: sim.id, data: { situacao: 'concluida', cnpj: '00000000000000' }, ...asUser(admin) })
    const depois = await payload.findByID({ collection: 'simulacoes', id: sim.id, overrideAccess: true })
    expect([depois.situacao, depois.cnpj]).toEqual(['concluida', DADOS_DO_CIDADAO.cnpj])
  })

  it('registra quem consultou, alterou e excluiu, quais campos, e nenhum valor', async () => {
    const payload = await getTestPayload()
    const sim = await novaSimulacao()
    const comercial = await createStaffUser(['comercial'])
    const admin = await createStaffUser(['admin'])
    await payload.findByID({ collection: 'simulacoes', id: sim.id, ...asUser(comercial) })
    await payload.update({ collection: 'simulacoes', id: sim.id, data: { situacao: 'descartada' }, ...asUser(comercial) })
    await payload.delete({ collection: 'simulacoes', id: sim.id, ...asUser(admin) })

    const { docs } = await payload.find({
      collection: 'auditoria',
      where: { documento: { equals: String(sim.id) } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.usuario, d.acao, d.colecao, d.campos ?? []])).toEqual([
      [comercial.id, 'consultou', 'simulacoes', []],
      [comercial.id, 'alterou', 'simulacoes', ['situacao']],
      [admin.id, 'excluiu', 'simulacoes', []],
    ])
    const texto = JSON.stringify(docs)
    for (const valor of [DADOS_DO_CIDADAO.razaoSocial, DADOS_DO_CIDADAO.cnpj, DADOS_DO_CIDADAO.emailSolicitante, 'descartada']) {
      expect(texto).not.toContain(valor)
    }
  })

  it('a criação pela chamada pública (sem usuário) não gera registro; ninguém apaga o registro', async () => {
    const payload = await getTestPayload()
    const sim = await novaSimulacao()
    // SQLite may reuse a deleted simulation's id: only records from this one's creation on count.
    const desde = { documento: { equals: String(sim.id) }, createdAt: { greater_than_equal: sim.createdAt } }
    const registros = await payload.count({ collection: 'auditoria', where: desde, overrideAccess: true })
    expect(registros.totalDocs).toBe(0)
    const admin = await createStaffUser(['admin'])
    await payload.findByID({ collection: 'simulacoes', id: sim.id, ...asUser(admin) })
    const [registro] = (await payload.find({ collection: 'auditoria', where: { ...desde, usuario: { equals: admin.id } }, overrideAccess: true })).docs
    await expect(payload.delete({ collection: 'auditoria', id: registro!.id, ...asUser(admin) })).rejects.toThrow(Forbidden)
    await expect(payload.update({ collection: 'auditoria', id: registro!.id, data: { acao: 'alterou' }, ...asUser(admin) })).rejects.toThrow(Forbidden)
  })
})
