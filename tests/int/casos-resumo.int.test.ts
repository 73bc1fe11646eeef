import { afterEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/server/plataforma/env'

import { createStaffUser, getTestPayload } from './helpers'

const LEAD = {
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
} as const

afterEach(() => {
  vi.useRealTimers()
})

describe('resumo diário dos prazos por equipe, pela caixa de saída (issue 31)', () => {
  it('num relógio fixo: conta os casos abertos atrasados e a vencer em 3 dias, com links, sem dado pessoal; equipe sem nada não recebe', async () => {
    const payload = await getTestPayload()
    const [c1, c2] = [await createStaffUser(['comercial']), await createStaffUser(['comercial'])]
    await createStaffUser(['ouvidoria'])
    const lead = async (prazo: string, situacao: 'nova' | 'em-contato' | 'concluida') => {
      const d = await payload.create({ collection: 'simulacoes', data: { ...LEAD, situacao }, overrideAccess: true })
      await payload.update({ collection: 'simulacoes', id: d.id, data: { prazo: `${prazo}T12:00:00.000Z` }, overrideAccess: true })
    }
    await lead('2026-02-27', 'nova') // overdue
    await lead('2026-03-01', 'em-contato') // overdue
    await lead('2026-02-20', 'concluida') // closed: not counted
    await lead('2026-03-02', 'nova') // due today
    await lead('2026-03-05', 'nova') // due in 3 days
    await lead('2026-03-06', 'nova') // later: not counted

    vi.useFakeTimers({ toFake: ['Date'] })
    // Monday 2 March 2026, 07:30 in Brasília.
    vi.setSystemTime(new Date('2026-03-02T10:30:00.000Z'))
    await payload.jobs.queue({ task: 'resumoDosPrazos', queue: 'manutencao', input: {} })
    await payload.jobs.run({ queue: 'manutencao' })

    const { docs } = await payload.find({ collection: 'mensagens', where: { origem: { equals: 'resumo-dos-prazos:2026-03-02' } }, sort: 'para', depth: 0, overrideAccess: true })
    const lista = `${env().siteUrl}/admin/collections/simulacoes?`
    const texto = [
      'Resumo dos prazos de 02/03/2026: casos em aberto da sua equipe atrasados ou que vencem nos próximos 3 dias.',
      '',
      'Simulações (leads):',
      `- atrasados: 2 — ${lista}where[and][0][prazo][less_than]=2026-03-02T12%3A00%3A00.000Z&where[and][1][situacao][not_in]=concluida%2Cdescartada`,
      `- vencem em até 3 dias: 2 — ${lista}where[and][0][prazo][greater_than_equal]=2026-03-02T12%3A00%3A00.000Z&where[and][1][prazo][less_than_equal]=2026-03-05T12%3A00%3A00.000Z&where[and][2][situacao][not_in]=concluida%2Cdescartada`,
    ].join('\n')
    expect(docs.map((m) => ({ para: m.para, assunto: m.assunto, texto: m.texto, papel: m.papel }))).toEqual(
      [c1, c2].map((c) => ({ para: c.email, assunto: 'Resumo diário dos prazos', texto, papel: 'comercial' })).sort((a, b) => a.para.localeCompare(b.para)),
    )
    expect(texto).not.toMatch(/Padaria|11222333000181|dono@padaria/)
  })
})
