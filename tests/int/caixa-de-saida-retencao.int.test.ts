import type { TypedUser } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { AvisoSemSmtp, LinhaDaCaixaDeSaida } from '@/components/admin/AvisoSemSmtp'
import { enfileirarMensagem } from '@/server/adaptadores/email/caixa-de-saida'
import { purgarMensagensNaoEnviadas, RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS } from '@/server/adaptadores/email/retencao'
import { logger } from '@/server/plataforma/log'

import { getTestPayload } from './helpers'

const DIA = 24 * 60 * 60 * 1000

/** The line as an administrator reads it with SMTP configured. */
const linha = (pendentes: number) => renderToStaticMarkup(createElement(LinhaDaCaixaDeSaida, { pendentes, smtp: true }))

describe('caixa de saída: mensagens que nunca saíram não ficam para sempre', () => {
  it(`pendentes e falhas com mais de ${RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS} dias são apagadas com uma linha de log sem dados pessoais; as mais novas e as enviadas ficam`, async () => {
    const payload = await getTestPayload()
    expect(RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS).toBe(30)
    const agora = new Date()
    const criar = async (assunto: string, diasAtras: number, situacao: 'pendente' | 'falhou' | 'enviada') => {
      await enfileirarMensagem(payload, {}, { para: 'pessoa.privada@exemplo.com.br', assunto, texto: 'CPF 52998224725', papel: 'cadastro', origem: `teste:${assunto}` })
      const { docs } = await payload.find({ collection: 'mensagens', where: { assunto: { equals: assunto } }, overrideAccess: true })
      // createdAt as the database would hold it for an old message.
      await payload.db.updateOne({ collection: 'mensagens', id: docs[0]!.id, data: { situacao, createdAt: new Date(agora.getTime() - diasAtras * DIA).toISOString() } })
    }
    await criar('velha-pendente', 31, 'pendente')
    await criar('velha-falhou', 45, 'falhou')
    await criar('velha-enviada', 90, 'enviada')
    await criar('nova-pendente', 29, 'pendente')
    const info = vi.spyOn(logger(), 'info')
    expect(await purgarMensagensNaoEnviadas(payload, agora)).toBe(2)
    const restantes = (await payload.find({ collection: 'mensagens', sort: 'assunto', overrideAccess: true, pagination: false })).docs.map((m) => m.assunto)
    expect(restantes).toEqual(['nova-pendente', 'velha-enviada'])
    expect(info).toHaveBeenCalledWith({ apagadas: 2, dias: 30 }, 'caixa de saída: mensagens não enviadas depois do prazo de retenção apagadas')
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/pessoa\.privada|52998224725|velha/)
    info.mockClear()
    expect(await purgarMensagensNaoEnviadas(payload, agora)).toBe(0)
    expect(info).not.toHaveBeenCalled()
  })

  it('com SMTP configurado, o administrador também vê quantas mensagens aguardam (o editor não)', async () => {
    const payload = await getTestPayload()
    const { totalDocs } = await payload.count({ collection: 'mensagens', where: { situacao: { equals: 'pendente' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    expect(linha(totalDocs)).toContain('1 mensagem aguarda envio na caixa de saída.')
    expect(linha(3)).toContain('3 mensagens aguardam envio na caixa de saída.')
    expect(linha(0)).toBe('')
    // Without SMTP (as the tests run), the dashboard's line: the count and the retention line, for administrators only.
    const html = async (roles: string[]) => {
      const e = await AvisoSemSmtp({ payload, user: { roles } as unknown as TypedUser })
      return e ? renderToStaticMarkup(e) : ''
    }
    expect(await html(['admin'])).toContain('1 mensagem aguarda na caixa de saída')
    expect(await html(['admin'])).toContain('Mensagens não enviadas em 30 dias são apagadas')
    expect(await html(['editor'])).toBe('')
  })
})
