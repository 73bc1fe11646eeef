import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as baixarPdf } from '@/app/(site)/relatorio-da-ouvidoria/pdf/route'
import { lerRelatorios } from '@/features/relatorio-ouvidoria/dados'

import { textoDoPdf } from '../util/texto-pdf'
import { getTestPayload } from './helpers'

const COLECAO = 'manifestacoes-ouvidoria'

/** A case stored as if it had arrived at `instante` (only Date is faked), answered at `respondida` when given. */
async function caso(instante: string, natureza: string, respondida?: string) {
  const payload = await getTestPayload()
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instante) })
  let id: number | string
  try {
    const doc = await payload.create({
      collection: COLECAO,
      data: {
        nome: 'Cidadã Sigilosa da Silva',
        cpfCnpj: '529.982.247-25',
        telefone: '(51)99876-5432',
        email: 'sigilosa@exemplo.com.br',
        endereco: 'Rua dos Andradas, 100, Porto Alegre',
        naturezaManifestacao: natureza,
        assunto: 'Assunto que não pode aparecer',
        mensagem: 'Texto da cidadã que não pode aparecer no relatório.',
        protocolo: `OUV-R-${Math.random().toString(36).slice(2, 10)}`,
        situacao: 'recebida',
      } as never,
      overrideAccess: true,
    })
    id = doc.id
  } finally {
    vi.useRealTimers()
  }
  // The answer's date set directly: the workflow's e-mail is not what this test is about.
  if (respondida) await payload.db.updateOne({ collection: COLECAO, id, data: { situacao: 'respondida', respostaEnviadaEm: respondida } })
}

describe('relatório público da Ouvidoria (Lei 13.460/2017, arts. 14–15)', () => {
  beforeAll(async () => {
    // 2025: Reclamação received Mon 03/03 (deadline 10 business days: 17/03), answered 13/03 (10 days, on time);
    // Reclamação received 10/03 (deadline 24/03), answered 26/03 (16 days, late); Elogio received 07/04
    // (deadline 07/05), answered 12/04 (5 days, on time); Sugestão 20/05 not answered. 2026: one Denúncia.
    await caso('2025-03-03T13:00:00Z', 'Reclamação', '2025-03-13T15:00:00Z')
    await caso('2025-03-10T13:00:00Z', 'Reclamação', '2025-03-26T15:00:00Z')
    await caso('2025-04-07T13:00:00Z', 'Elogio', '2025-04-12T15:00:00Z')
    await caso('2025-05-20T13:00:00Z', 'Sugestão')
    await caso('2026-01-15T13:00:00Z', 'Denúncia')
  })
  afterAll(() => vi.useRealTimers())

  it('conta o ano fechado e o ano corrente pelas manifestações gravadas, com o prazo de cada uma', async () => {
    const { anual, anoCorrente } = await lerRelatorios(new Date('2026-02-10T15:00:00Z'))
    expect(anual.ano).toBe(2025)
    expect(anual.contas).toMatchObject({
      total: 4,
      porNatureza: { Denúncia: 0, Elogio: 1, Reclamação: 2, Solicitação: 0, Sugestão: 1 },
      respondidas: 3,
      respondidasNoPrazo: 2,
      percentualNoPrazo: 66.7,
      mediaDiasResposta: 10.3,
    })
    expect(anual.contas.porMes.map((m) => [m.mes, m.total])).toEqual([
      ['2025-03', 2],
      ['2025-04', 1],
      ['2025-05', 1],
    ])
    expect(anoCorrente).toMatchObject({ ano: 2026, ate: '2026-02-10', contas: { total: 1, porNatureza: { Denúncia: 1 }, respondidas: 0, percentualNoPrazo: null } })
  })

  it('o PDF do relatório anual traz os mesmos números e nenhum dado pessoal', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-10T15:00:00Z') })
    let r: Response
    try {
      r = await baixarPdf(new Request('http://t/relatorio-da-ouvidoria/pdf'))
    } finally {
      vi.useRealTimers()
    }
    expect(r.status).toBe(200)
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="relatorio-ouvidoria-2025.pdf"')
    const texto = textoDoPdf(new Uint8Array(await r.arrayBuffer())).replace(/\s+/g, ' ')
    // The dash is WinAnsi 0x97, which the test reader (latin1) does not map: any one character.
    expect(texto).toMatch(/Relatório anual da Ouvidoria . 2025 Manifestações/)
    expect(texto).toContain('Manifestações recebidas : 4')
    expect(texto).toContain('Respondidas no prazo : 66,7% (2 de 3)')
    expect(texto).toContain('Tempo médio de resposta : 10,3 dias corridos')
    expect(texto).toContain('março de 2025 0 0 2 0 0 2')
    for (const pessoal of ['Sigilosa', '529.982.247-25', 'sigilosa@exemplo', 'Andradas', 'não pode aparecer']) expect(texto).not.toContain(pessoal)
  })
})
