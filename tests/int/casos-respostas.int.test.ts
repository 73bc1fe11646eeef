import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { asUser, authHeaders, createStaffUser, getTestPayload, loginToken, type StaffUser } from './helpers'

const CIDADA = { nome: 'Cidadã que Pergunta', email: 'pergunta@exemplo.com.br', telefone: '51998765432' }

async function mensagensDe(origem: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'mensagens', where: { origem: { equals: origem } }, sort: ['createdAt', 'id'], depth: 0, overrideAccess: true })
  return docs.map((m) => ({ para: m.para, responderPara: m.responderPara, assunto: m.assunto, texto: m.texto, papel: m.papel }))
}

async function patch(slug: string, id: number, quem: StaffUser, corpo: Record<string, unknown>) {
  const r = await handleEndpoints({
    config,
    path: `/api/${slug}/${id}`,
    request: new Request(`http://localhost:3000/api/${slug}/${id}`, {
      method: 'PATCH',
      headers: { ...authHeaders(await loginToken(quem)), 'Content-Type': 'application/json' },
      body: JSON.stringify(corpo),
    }),
  })
  const json = (await r.json()) as { errors?: { data?: { errors?: { message: string }[] } }[] }
  return { status: r.status, erro: json.errors?.[0]?.data?.errors?.[0]?.message }
}

describe('respostas a partir do caso, pela caixa de saída, com Responder-para da equipe (issue 31)', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({
      slug: 'configuracoes-atendimento',
      data: { emailOuvidoria: 'ouvidoria@agencia.example.com', emailAtendimento: 'atendimento@agencia.example.com', emailComercial: 'comercial@agencia.example.com' },
      overrideAccess: true,
    })
  })

  it('Fale Conosco: a resposta vai ao cidadão com Reply-To do atendimento, uma vez; o caso a guarda; a nota interna nunca vai', async () => {
    const payload = await getTestPayload()
    const caso = await payload.create({ collection: 'mensagens-contato', data: { ...CIDADA, municipio: 'Canoas', uf: 'RS', mensagem: 'Quais linhas atendem padarias?', situacao: 'nova' }, overrideAccess: true })
    const atendente = await createStaffUser(['ouvidoria'])
    const origem = `mensagens-contato:${caso.id}`
    expect((await patch('mensagens-contato', caso.id, atendente, { notas: [{ texto: 'Nota que fica aqui dentro.' }] })).status).toBe(200)
    expect(await mensagensDe(origem)).toEqual([])

    expect((await patch('mensagens-contato', caso.id, atendente, { situacao: 'respondida', respostas: [{ texto: 'Temos o FOMENTO Giro.' }] })).status).toBe(200)
    const esperada = {
      para: 'pergunta@exemplo.com.br',
      responderPara: 'atendimento@agencia.example.com',
      assunto: `Resposta a sua mensagem ao Fale Conosco (protocolo ${caso.protocolo})`,
      texto: `Olá, Cidadã que Pergunta.\n\nEsta é a resposta a sua mensagem ao Fale Conosco (protocolo ${caso.protocolo}).\n\nTemos o FOMENTO Giro.\n\nPara continuar a conversa, responda a este e-mail.`,
      papel: 'ouvidoria',
    }
    // Answered is closed: the satisfaction survey's one-time link follows the reply (issue 32), without Reply-To.
    const pesquisa = { para: 'pergunta@exemplo.com.br', responderPara: null, assunto: `Mensagem do Fale Conosco nº ${caso.protocolo}: avalie o atendimento`, papel: 'ouvidoria' }
    expect(await mensagensDe(origem)).toEqual([esperada, expect.objectContaining(pesquisa)])
    const depois = await payload.findByID({ collection: 'mensagens-contato', id: caso.id, depth: 0, overrideAccess: true })
    expect(depois.respostas).toMatchObject([{ texto: 'Temos o FOMENTO Giro.', autor: atendente.id }])
    expect(depois.respostas![0]!.enviadaEm).toEqual(expect.any(String))

    // Saving again sends nothing more; a sent reply cannot be rewritten.
    await payload.update({ collection: 'mensagens-contato', id: caso.id, data: { situacao: 'arquivada' }, ...asUser(atendente) })
    expect(await patch('mensagens-contato', caso.id, atendente, { respostas: [{ ...depois.respostas![0], texto: 'Outra coisa.' }] })).toEqual({
      status: 400,
      erro: 'Uma resposta já enviada ao cidadão não pode ser alterada nem apagada; escreva uma nova resposta.',
    })
    expect(await mensagensDe(origem)).toEqual([esperada, expect.objectContaining(pesquisa)])
  })

  it('solicitação de financiamento e protocolo: Reply-To da equipe comercial e do atendimento, com o número do protocolo', async () => {
    const payload = await getTestPayload()
    const solicitacao = await payload.create({
      collection: 'solicitacoes-financiamento',
      data: { ...CIDADA, cpfCnpj: '52998224725', municipio: 'Canoas', valor: 25_000, motivo: 'Capital de giro.', situacao: 'nova' },
      overrideAccess: true,
    })
    const comercial = await createStaffUser(['comercial'])
    expect((await patch('solicitacoes-financiamento', solicitacao.id, comercial, { respostas: [{ texto: 'Vamos ligar amanhã.' }] })).status).toBe(200)
    expect(await mensagensDe(`solicitacoes-financiamento:${solicitacao.id}`)).toMatchObject([
      { para: 'pergunta@exemplo.com.br', responderPara: 'comercial@agencia.example.com', assunto: `Resposta a sua solicitação de financiamento (protocolo ${solicitacao.protocolo})`, papel: 'comercial' },
    ])

    const protocolo = await payload.create({
      collection: 'protocolos',
      data: { ...CIDADA, cpfcnpj: '52998224725', areaDestinataria: 'agronegocio', descricao: 'Notas.', protocolo: 'AAAA-BBBB-CCCC-DDDD', situacao: 'novo' },
      overrideAccess: true,
    })
    const atendente = await createStaffUser(['ouvidoria'])
    expect((await patch('protocolos', protocolo.id, atendente, { respostas: [{ texto: 'Recebidos.' }] })).status).toBe(200)
    expect(await mensagensDe(`protocolos:${protocolo.id}`)).toMatchObject([
      { para: 'pergunta@exemplo.com.br', responderPara: 'atendimento@agencia.example.com', assunto: 'Resposta a seu envio pelo Protocolo Digital (protocolo AAAA-BBBB-CCCC-DDDD)' },
    ])
  })

  it('Ouvidoria: a resposta legal diz "responda a este e-mail" e agora tem Reply-To da Ouvidoria', async () => {
    const payload = await getTestPayload()
    const caso = await payload.create({
      collection: 'manifestacoes-ouvidoria',
      data: { ...CIDADA, cpfCnpj: '529.982.247-25', endereco: 'Rua A, 1', naturezaManifestacao: 'Sugestão', assunto: 'Horário', mensagem: 'Abram mais cedo.', protocolo: 'OUV-2026-RESP', situacao: 'recebida' },
      overrideAccess: true,
    })
    const ouvidoria = await createStaffUser(['ouvidoria'])
    await payload.update({ collection: 'manifestacoes-ouvidoria', id: caso.id, data: { situacao: 'respondida', resposta: 'Vamos avaliar.' }, ...asUser(ouvidoria) })
    const [m] = await mensagensDe(`manifestacoes-ouvidoria:${caso.id}`)
    expect(m).toMatchObject({ para: 'pergunta@exemplo.com.br', responderPara: 'ouvidoria@agencia.example.com', assunto: 'Resposta da Ouvidoria: protocolo OUV-2026-RESP' })
    expect(m!.texto).toContain('responda a este e-mail')
  })
})
