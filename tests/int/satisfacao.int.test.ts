import { describe, expect, it } from 'vitest'

import { registrarAvaliacao, resultadosDaSatisfacaoPorMes } from '@/dados/satisfacao'
import { diaNoFusoDoSite } from '@/domain/datas'
import { casoDoToken, tokenDaAvaliacao } from '@/server/servicos/satisfacao/link'
import { POST as enviar } from '@/app/(site)/atendimento-ao-cliente/avaliar/enviar/route'

import { getTestPayload } from './helpers'

const EMAIL = 'ana.satisfacao@exemplo.com.br'

async function mensagemRespondida() {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'mensagens-contato',
    data: { nome: 'Ana Satisfação', email: EMAIL, telefone: '5133334444', municipio: 'Canoas', uf: 'RS', mensagem: 'Quero saber do meu contrato, por favor.' } as never,
    overrideAccess: true,
  })
  await payload.update({ collection: 'mensagens-contato', id: doc.id, data: { situacao: 'respondida' }, overrideAccess: true })
  const msgs = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `mensagens-contato:${doc.id}` } }, sort: 'id', overrideAccess: true })).docs
  return { doc, msgs }
}

const postar = (campos: Record<string, string>) =>
  enviar(new Request('http://t/atendimento-ao-cliente/avaliar/enviar', { method: 'POST', body: new URLSearchParams(campos), headers: { 'content-type': 'application/x-www-form-urlencoded' } }))

describe('pesquisa de satisfação (Lei 13.460 art. 23)', () => {
  it('respondido o caso, o endereço do recibo recebe o link de uma única avaliação; o segundo uso é recusado', async () => {
    const { doc, msgs } = await mensagemRespondida()
    const convite = msgs.find((m) => m.assunto.endsWith('avalie o atendimento'))!
    expect(convite).toMatchObject({ para: EMAIL, assunto: `Mensagem do Fale Conosco nº ${String(doc.protocolo)}: avalie o atendimento`, papel: 'ouvidoria' })
    expect(convite.texto).not.toContain('Quero saber do meu contrato')
    const token = /\/atendimento-ao-cliente\/avaliar\?t=(\S+)/.exec(convite.texto)![1]!
    expect(casoDoToken(token)).toEqual({ colecao: 'mensagens-contato', id: String(doc.id) })

    const primeira = await postar({ t: token, nota: '4', comentario: 'Boa resposta.' })
    expect(primeira.status).toBe(303)
    expect(primeira.headers.get('Location')).toBe(`/atendimento-ao-cliente/avaliar?t=${encodeURIComponent(token)}&resultado=registrada`)
    const segunda = await postar({ t: token, nota: '1' })
    expect(segunda.headers.get('Location')).toBe(`/atendimento-ao-cliente/avaliar?t=${encodeURIComponent(token)}&resultado=usada`)
    expect(await registrarAvaliacao(token, 5, '')).toEqual({ ok: false, mensagem: 'Esta avaliação já foi registrada. Cada link de avaliação vale uma única vez.' })

    const payload = await getTestPayload()
    const guardadas = (await payload.find({ collection: 'avaliacoes-satisfacao', where: { caso: { equals: `mensagens-contato:${doc.id}` } }, overrideAccess: true })).docs
    expect(guardadas).toHaveLength(1)
    expect(guardadas[0]).toMatchObject({ servico: 'Mensagem do Fale Conosco', nota: 4, comentario: 'Boa resposta.', mes: diaNoFusoDoSite(new Date()).slice(0, 7) })
  })

  it('um link falso, de outro propósito ou vencido é recusado; nota fora de 1–5 pede a nota', async () => {
    const { doc } = await mensagemRespondida()
    expect(await registrarAvaliacao('mensagens-contato:1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 5, '')).toEqual({ ok: false, mensagem: 'Este link de avaliação não é válido ou expirou.' })
    const vencido = tokenDaAvaliacao('mensagens-contato', doc.id, Date.now() - 31 * 24 * 60 * 60_000)
    expect((await registrarAvaliacao(vencido, 5, '')).mensagem).toBe('Este link de avaliação não é válido ou expirou.')
    const valido = tokenDaAvaliacao('mensagens-contato', doc.id)
    expect(await registrarAvaliacao(valido, 0, '')).toEqual({ ok: false, mensagem: 'Escolha uma nota de 1 a 5.' })
  })

  it('um corpo que não é formulário: 400 com a mensagem, não 503 (achado pelo fuzz de rotas)', async () => {
    for (const tipo of ['application/xml', 'text/x-component', '']) {
      const r = await enviar(new Request('http://t/atendimento-ao-cliente/avaliar/enviar', { method: 'POST', body: '<x/>', headers: tipo ? { 'content-type': tipo } : {} }))
      expect(r.status).toBe(400)
      expect(await r.text()).toBe('O corpo da requisição não é um formulário válido.')
    }
  })

  it('os resultados por serviço e mês não têm comentários nem pessoas', async () => {
    const mes = diaNoFusoDoSite(new Date()).slice(0, 7)
    const r = await resultadosDaSatisfacaoPorMes(mes)
    const fale = r.find((x) => x.servico === 'Mensagem do Fale Conosco' && x.mes === mes)!
    expect(fale.respostas).toBeGreaterThanOrEqual(1)
    expect(Object.keys(fale).sort()).toEqual(['media', 'mes', 'porNota', 'respostas', 'servico'])
    expect(JSON.stringify(r)).not.toContain('Boa resposta.')
  })
})
