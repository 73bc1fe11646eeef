import fs from 'node:fs'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PADRAO_PROTOCOLO_OUVIDORIA } from '@/domain/ouvidoria/manifestacao'
import { PASTA_ANEXOS } from '@/server/servicos/anexos/pasta'
import { criarDesafio } from '@/server/adaptadores/captcha/altcha'
import { env } from '@/server/plataforma/env'
import { CONFIGURACOES_SEED } from '@/seed/dados/configuracoes'
import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as subirAnexo } from '@/app/(contract)/fas/formularioOuvidoria/anexo/route'
import { POST as salvarJson } from '@/app/(contract)/fas/formularioOuvidoria/json/route'
import { POST as salvarLegado } from '@/app/(contract)/fas/formularioOuvidoria/route'
import type { ManifestacaoOuvidoria } from '@/payload-types'

import { renderToStaticMarkup } from 'react-dom/server'

import { AnexosDoCaso } from '@/components/admin/AnexosDoCaso'

import { anonymous, asUser, authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

const semParams = { params: Promise.resolve({}) }
const COLECAO = 'manifestacoes-ouvidoria'

async function resolver(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Awaited<ReturnType<typeof criarDesafio>>
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const TXT = Buffer.from('Segue o número do contrato: 123/2026.\n')
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
const pdfDe = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length)])
const documentos = (...arquivos: [string, Buffer][]) => JSON.stringify(arquivos.map(([nome, b]) => ({ nome, conteudo: b.toString('base64') })))

function manifestacao(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const m: Record<string, string | undefined> = {
    nome: 'Marta Fagundes',
    cpfCnpj: '529.982.247-25',
    telefone: '(51)99876-5432',
    email: 'Marta@Exemplo.com.br',
    endereco: 'Rua dos Andradas, 100, Porto Alegre',
    naturezaManifestacao: 'Reclamação',
    assunto: 'Demora na liberação do crédito',
    mensagem: 'Meu pedido de financiamento está parado há dois meses sem resposta.',
    ...extra,
  }
  return Object.fromEntries(Object.entries(m).filter((e): e is [string, string] => e[1] !== undefined))
}

/** The legacy call: form-urlencoded, the reCAPTCHA field's name, hiddenDocumentos; an HTML page back. */
const postLegado = (campos: Record<string, string>) =>
  salvarLegado(
    new Request('http://t/fas/formularioOuvidoria', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(campos).toString(),
    }),
    semParams,
  )
const postJson = (corpo: unknown, cabecalhos: Record<string, string> = {}) =>
  salvarJson(new Request('http://t/fas/formularioOuvidoria/json', { method: 'POST', headers: { 'Content-Type': 'application/json', ...cabecalhos }, body: JSON.stringify(corpo) }), semParams)

async function subir(bytes: Buffer, nome: string) {
  const form = new FormData()
  form.set('arquivo', new File([new Uint8Array(bytes)], nome))
  form.set('nomeArquivo', nome)
  return subirAnexo(new Request('http://t/fas/formularioOuvidoria/anexo', { method: 'POST', body: form }), semParams)
}

const contar = async (collection: typeof COLECAO | 'anexos' | 'mensagens' = COLECAO) => (await (await getTestPayload()).count({ collection, overrideAccess: true })).totalDocs
const porProtocolo = async (protocolo: string) =>
  (await (await getTestPayload()).find({ collection: COLECAO, where: { protocolo: { equals: protocolo } }, overrideAccess: true, depth: 0 })).docs[0]!
const mensagensDe = async (id: number | string) =>
  (await (await getTestPayload()).find({ collection: 'mensagens', where: { origem: { equals: `${COLECAO}:${id}` } }, sort: 'createdAt', overrideAccess: true, limit: 20 })).docs
const anexosDe = async (id: number | string) =>
  (
    await (await getTestPayload()).find({
      collection: 'anexos',
      where: { and: [{ 'submissao.colecao': { equals: COLECAO } }, { 'submissao.registro': { equals: String(id) } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** The field message of a refused write (Payload's ValidationError carries it in data.errors). */
async function recusa(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (e) {
    return (e as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message ?? String(e)
  }
  return 'aceito'
}

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /fas/formularioOuvidoria (legado, urlencoded → HTML)', () => {
  it('grava com protocolo não sequencial, anexa os arquivos de hiddenDocumentos, põe o recibo e o e-mail da equipe na caixa de saída e responde id="sucesso"', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, emailContato: 'contato@agencia.example.com' }, overrideAccess: true })
    await payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { emailOuvidoria: 'ouvidoria@agencia.example.com' }, overrideAccess: true })
    const antes = await contar()
    const r = await postLegado(manifestacao({ hiddenDocumentos: documentos(['contrato.pdf', PDF], ['nota.txt', TXT]), 'g-recaptcha-response': await resolver() }))
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/html')
    const html = await r.text()
    const protocolo = /<div id="sucesso"><h4>Formulário enviado com sucesso!<\/h4><p>Número de protocolo: ([^<]+)<\/p><\/div>/.exec(html)?.[1]
    expect(protocolo).toMatch(PADRAO_PROTOCOLO_OUVIDORIA)
    expect(await contar()).toBe(antes + 1)

    const doc = await porProtocolo(protocolo!)
    expect(doc).toMatchObject({ nome: 'Marta Fagundes', cpfCnpj: '529.982.247-25', telefone: '51998765432', email: 'marta@exemplo.com.br', situacao: 'recebida', quantidadeAnexos: 2, prioridade: 0 })
    expect(doc.prazoResposta).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00/)
    expect((await anexosDe(doc.id)).map((a) => [a.nomeOriginal, a.mimeType]).sort()).toEqual([
      ['contrato.pdf', 'application/pdf'],
      ['nota.txt', 'text/plain'],
    ])

    const [recibo, equipe] = await mensagensDe(doc.id)
    expect(recibo).toMatchObject({ para: 'marta@exemplo.com.br', assunto: `Ouvidoria: protocolo ${protocolo}`, papel: 'ouvidoria' })
    const prazo = doc.prazoResposta!.slice(0, 10).split('-').reverse().join('/')
    expect(recibo!.texto).toContain(`Número de protocolo: ${protocolo}.`)
    expect(recibo!.texto).toContain(`Prazo para resposta: até ${prazo}.`)
    expect(equipe).toMatchObject({ para: 'ouvidoria@agencia.example.com', responderPara: 'marta@exemplo.com.br', papel: 'ouvidoria' })
    expect(equipe!.texto).toContain('Natureza da manifestação: Reclamação')
    expect(equipe!.texto).toContain('Documentos: 2 arquivo(s)')

    // Another message: another number, not the next one of a counter.
    const r2 = await postLegado(manifestacao({ nome: 'Outra Pessoa', 'g-recaptcha-response': await resolver() }))
    const outro = /Número de protocolo: ([^<]+)</.exec(await r2.text())?.[1]
    expect(outro).toMatch(PADRAO_PROTOCOLO_OUVIDORIA)
    expect(outro).not.toBe(protocolo)
    // Without an ombudsman address, the site's contact address receives the team's e-mail.
    await payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { emailOuvidoria: null }, overrideAccess: true })
    await postLegado(manifestacao({ nome: 'Terceira Pessoa', 'g-recaptcha-response': await resolver() }))
    const terceira = (await payload.find({ collection: COLECAO, where: { nome: { equals: 'Terceira Pessoa' } }, overrideAccess: true })).docs[0]!
    expect((await mensagensDe(terceira.id))[1]).toMatchObject({ para: 'contato@agencia.example.com' })
  })

  it.each([
    ['nome de 2 letras', { nome: 'Jo' }, 'Nome inválido'],
    ['nome de 101 letras', { nome: 'a'.repeat(101) }, 'Nome inválido'],
    ['nome ausente', { nome: undefined }, 'Campo Nome é obrigatório'],
    ['CPF com dígito errado', { cpfCnpj: '529.982.247-26' }, 'CPF/CNPJ inválido'],
    ['CPF vazio', { cpfCnpj: '' }, 'Campo CPF/CNPJ é obrigatório'],
    ['telefone de 9 dígitos', { telefone: '(51)9987-654' }, 'Telefone inválido'],
    ['e-mail sem domínio', { email: 'marta@' }, 'E-mail inválido'],
    ['endereço de 101 caracteres', { endereco: 'r'.repeat(101) }, 'Endereço inválido'],
    ['endereço vazio', { endereco: '  ' }, 'Campo Endereço é obrigatório'],
    ['natureza fora da lista', { naturezaManifestacao: 'Pedido' }, 'Natureza da manifestação inválida'],
    ['assunto de 101 caracteres', { assunto: 's'.repeat(101) }, 'Assunto inválido'],
    ['mensagem vazia', { mensagem: '' }, 'Campo Mensagem é obrigatório'],
    ['executável chamado .pdf', { hiddenDocumentos: documentos(['boleto.pdf', ELF]) }, 'Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.'],
    ['extensão .png', { hiddenDocumentos: documentos(['foto.png', PDF]) }, 'Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.'],
    ['arquivo acima de 5MB', { hiddenDocumentos: documentos(['grande.pdf', pdfDe(5 * 1024 * 1024 + 1)]) }, 'Arquivo maior que 5MB não é permitido.'],
    ['total acima de 5MB', { hiddenDocumentos: documentos(['a.pdf', pdfDe(3 * 1024 * 1024)], ['b.pdf', pdfDe(3 * 1024 * 1024)]) }, 'O tamanho total dos arquivos excede o limite de 5MB.'],
    ['arquivo repetido', { hiddenDocumentos: documentos(['a.pdf', PDF], ['a.pdf', PDF]) }, 'O arquivo a.pdf já foi adicionado.'],
    ['hiddenDocumentos ilegível', { hiddenDocumentos: 'não é JSON' }, 'Erro ao processar arquivo. Por favor, tente novamente.'],
  ])('400, a mensagem num h4 vermelho e nada gravado: %s', async (_caso, mudanca, esperado) => {
    const [antes, anexosAntes, mensagensAntes] = await Promise.all([contar(), contar('anexos'), contar('mensagens')])
    const r = await postLegado(manifestacao({ ...mudanca, 'g-recaptcha-response': await resolver() }))
    expect(r.status).toBe(400)
    expect(await r.text()).toContain(`<h4 style="color:red">${esperado}</h4>`)
    expect([await contar(), await contar('anexos'), await contar('mensagens')]).toEqual([antes, anexosAntes, mensagensAntes])
  })

  it('sem captcha: 400 e nada gravado', async () => {
    const antes = await contar()
    const r = await postLegado(manifestacao({ nome: 'Sem Captcha' }))
    expect(r.status).toBe(400)
    // Spec 3 §8's wording, with its comma (spec 1's financing form has none).
    expect(await r.text()).toContain('<h4 style="color:red">Por favor, confirme que você não é um robô</h4>')
    expect(await contar()).toBe(antes)
  })
})

describe('POST /fas/formularioOuvidoria/json (a página do site)', () => {
  it('os arquivos enviados antes (um por chamada) são reivindicados; responde {id, protocolo, message}; a mesma chave duas vezes grava uma só', async () => {
    const r1 = await subir(PDF, 'comprovante.pdf')
    expect(r1.status).toBe(200)
    const { id: chave } = (await r1.json()) as { id: string }
    const antes = await contar()
    const corpo = { ...manifestacao({ nome: 'Paulo Repetido' }), arquivos: [chave] }
    const a = await postJson({ ...corpo, captcha: await resolver() }, { 'Idempotency-Key': 'ouvidoria-teste-1' })
    const b = await postJson({ ...corpo, captcha: await resolver() }, { 'Idempotency-Key': 'ouvidoria-teste-1' })
    expect([a.status, b.status]).toEqual([200, 200])
    const [ja, jb] = (await Promise.all([a.json(), b.json()])) as { id: number; protocolo: string; message: string }[]
    expect(ja!.message).toBe('Formulário enviado com sucesso!')
    expect(ja!.protocolo).toMatch(PADRAO_PROTOCOLO_OUVIDORIA)
    expect(jb).toEqual(ja)
    expect(await contar()).toBe(antes + 1)
    expect((await anexosDe(ja!.id)).map((x) => x.nomeOriginal)).toEqual(['comprovante.pdf'])
    expect(await mensagensDe(ja!.id)).toHaveLength(2)
  })

  it('o envio de arquivo confere os bytes: um executável chamado .txt é recusado', async () => {
    const r = await subir(ELF, 'nota.txt')
    expect(r.status).toBe(400)
    expect(await r.json()).toMatchObject({ message: 'Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.' })
  })

  it('400 com a mensagem de cada campo, nada gravado', async () => {
    const antes = await contar()
    const r = await postJson({ ...manifestacao({ nome: 'Jo', cpfCnpj: '111.111.111-11', naturezaManifestacao: '' }), captcha: await resolver() })
    expect(r.status).toBe(400)
    const { erros } = (await r.json()) as { erros: { campo: string; mensagem: string }[] }
    expect(erros).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: 'Nome inválido' },
        { campo: 'cpfCnpj', mensagem: 'CPF/CNPJ inválido' },
        { campo: 'naturezaManifestacao', mensagem: 'Campo Natureza da manifestação é obrigatório' },
      ]),
    )
    expect(await contar()).toBe(antes)
  })

  it('um arquivo que não é desta manifestação (chave inventada) recusa tudo', async () => {
    const antes = await contar()
    const r = await postJson({ ...manifestacao({ nome: 'Chave Falsa' }), arquivos: ['inventada-1234567890'], captcha: await resolver() })
    expect(r.status).toBe(400)
    expect(await contar()).toBe(antes)
  })
})

/** A message stored as if it had arrived at `instante` (only Date is faked: the database and timers run as usual). */
async function recebidaEm(instante: string, natureza: string, nome = 'Prazo Teste'): Promise<ManifestacaoOuvidoria> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instante) })
  try {
    const payload = await getTestPayload()
    return await payload.create({
      collection: COLECAO,
      data: { ...manifestacao({ nome, naturezaManifestacao: natureza }), protocolo: `OUV-T-${Math.random().toString(36).slice(2, 10)}`, situacao: 'recebida' } as never,
      overrideAccess: true,
    })
  } finally {
    vi.useRealTimers()
  }
}

describe('prazo legal (Lei 13.460/2017; Resolução CMN 4.860/2020), em dias úteis', () => {
  it('reclamação: 10 dias úteis, sem contar fins de semana, Natal e Ano-Novo; as demais 30 dias corridos; a prorrogação soma o mesmo prazo', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { prazos: [], feriadosExtras: [] }, overrideAccess: true })
    // Wednesday 23/12/2026, 15h in Porto Alegre.
    const reclamacao = await recebidaEm('2026-12-23T18:00:00Z', 'Reclamação')
    expect(reclamacao.prazoResposta!.slice(0, 10)).toBe('2027-01-08')
    const elogio = await recebidaEm('2026-12-23T18:00:00Z', 'Elogio')
    expect(elogio.prazoResposta!.slice(0, 10)).toBe('2027-01-22')
    // Received at 23h30 on the 23rd in Porto Alegre: already the 24th in UTC, still the 23rd for the agency.
    expect((await recebidaEm('2026-12-24T02:30:00Z', 'Reclamação')).prazoResposta!.slice(0, 10)).toBe('2027-01-08')

    const ouvidoria = await createStaffUser(['ouvidoria'])
    expect(await recusa(payload.update({ collection: COLECAO, id: reclamacao.id, data: { prorrogada: true }, ...asUser(ouvidoria) }))).toBe('Informe a justificativa da prorrogação.')
    const prorrogada = await payload.update({ collection: COLECAO, id: reclamacao.id, data: { prorrogada: true, justificativaProrrogacao: 'Aguardando o parecer do setor de crédito.' }, ...asUser(ouvidoria) })
    expect(prorrogada.prazoResposta!.slice(0, 10)).toBe('2027-01-22')
  })

  it('o prazo de cada natureza e os dias sem expediente vêm da configuração', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({
      slug: 'configuracoes-atendimento',
      data: { prazos: [{ natureza: 'Sugestão', dias: 5, contagem: 'uteis', diasProrrogacao: 5 }], feriadosExtras: [{ data: '2026-12-24T12:00:00.000Z' }] },
      overrideAccess: true,
    })
    expect((await recebidaEm('2026-12-23T18:00:00Z', 'Sugestão')).prazoResposta!.slice(0, 10)).toBe('2027-01-04')
    expect((await recebidaEm('2026-12-23T18:00:00Z', 'Reclamação')).prazoResposta!.slice(0, 10)).toBe('2027-01-11')
    await payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { prazos: [], feriadosExtras: [] }, overrideAccess: true })
  })
})

describe('o atendimento da manifestação no back-office', () => {
  it('a ouvidoria muda só o fluxo; a resposta vai ao cidadão pela caixa de saída uma única vez', async () => {
    const payload = await getTestPayload()
    const r = await postLegado(manifestacao({ nome: 'Cidadã Respondida', email: 'respondida@exemplo.com.br', 'g-recaptcha-response': await resolver() }))
    const protocolo = /Número de protocolo: ([^<]+)</.exec(await r.text())![1]!
    const doc = await porProtocolo(protocolo)
    const ouvidoria = await createStaffUser(['ouvidoria'])

    const emAnalise = await payload.update({ collection: COLECAO, id: doc.id, data: { situacao: 'em_analise', nome: 'Outro Nome', mensagem: 'trocada', protocolo: 'OUV-0000-0000-0000' }, ...asUser(ouvidoria) })
    expect(emAnalise).toMatchObject({ situacao: 'em_analise', nome: 'Cidadã Respondida', mensagem: doc.mensagem, protocolo, prioridade: 0 })

    expect(await recusa(payload.update({ collection: COLECAO, id: doc.id, data: { situacao: 'respondida' }, ...asUser(ouvidoria) }))).toBe(
      'Escreva a resposta ao cidadão antes de marcar a manifestação como respondida.',
    )
    const resposta = 'Seu pedido foi liberado em 20/11. Agradecemos o contato.'
    const respondida = await payload.update({ collection: COLECAO, id: doc.id, data: { situacao: 'respondida', resposta }, ...asUser(ouvidoria) })
    expect(respondida.respostaEnviadaEm).toBeTruthy()
    expect(respondida.prioridade).toBe(1)
    await payload.update({ collection: COLECAO, id: doc.id, data: { situacao: 'encerrada' }, ...asUser(ouvidoria) })
    await payload.update({ collection: COLECAO, id: doc.id, data: { situacao: 'respondida' }, ...asUser(ouvidoria) })
    expect(await recusa(payload.update({ collection: COLECAO, id: doc.id, data: { resposta: 'Outra resposta' }, ...asUser(ouvidoria) }))).toBe(
      'A resposta já foi enviada ao cidadão e não pode ser alterada.',
    )

    const respostas = (await mensagensDe(doc.id)).filter((m) => m.assunto.startsWith('Resposta da Ouvidoria'))
    expect(respostas).toHaveLength(1)
    expect(respostas[0]).toMatchObject({ para: 'respondida@exemplo.com.br', assunto: `Resposta da Ouvidoria: protocolo ${protocolo}`, papel: 'ouvidoria', situacao: 'pendente' })
    expect(respostas[0]!.texto).toContain(resposta)
  })

  it('a lista abre pelo que pede atenção: em aberto pelo prazo (as atrasadas primeiro), respondidas depois', async () => {
    const payload = await getTestPayload()
    const atrasada = await recebidaEm('2025-01-06T15:00:00Z', 'Reclamação', 'Ordem Atrasada')
    const nova = await recebidaEm(new Date().toISOString(), 'Elogio', 'Ordem Nova')
    const respondida = await recebidaEm('2024-01-08T15:00:00Z', 'Reclamação', 'Ordem Respondida')
    await payload.update({ collection: COLECAO, id: respondida.id, data: { situacao: 'respondida', resposta: 'Ok.' }, overrideAccess: true })
    const ordem = (await payload.find({ collection: COLECAO, where: { nome: { like: 'Ordem ' } }, overrideAccess: true, limit: 10 })).docs.map((d) => d.nome)
    expect(ordem).toEqual(['Ordem Atrasada', 'Ordem Nova', 'Ordem Respondida'])
    expect(atrasada.id).not.toBe(nova.id)
  })
})

describe('quem lê as manifestações', () => {
  it('a ouvidoria e o administrador leem (e os anexos delas); os demais papéis e o anônimo não; ninguém cria pela API', async () => {
    const payload = await getTestPayload()
    const r = await postLegado(manifestacao({ nome: 'Para Ler', hiddenDocumentos: documentos(['ler.pdf', PDF]), 'g-recaptcha-response': await resolver() }))
    const doc = await porProtocolo(/Número de protocolo: ([^<]+)</.exec(await r.text())![1]!)
    const ouvidoria = await createStaffUser(['ouvidoria'])
    const admin = await createStaffUser(['admin'])
    for (const u of [ouvidoria, admin]) {
      expect((await payload.findByID({ collection: COLECAO, id: doc.id, ...asUser(u) })).nome).toBe('Para Ler')
      expect((await payload.find({ collection: 'anexos', where: { 'submissao.registro': { equals: String(doc.id) }, 'submissao.colecao': { equals: COLECAO } }, ...asUser(u) })).totalDocs).toBe(1)
    }
    for (const papel of ['editor', 'comercial', 'integridade', 'cadastro'] as const) {
      const u = await createStaffUser([papel])
      await expect(payload.find({ collection: COLECAO, ...asUser(u) })).rejects.toThrow()
      await expect(payload.update({ collection: COLECAO, id: doc.id, data: { situacao: 'encerrada' }, ...asUser(u) })).rejects.toThrow()
    }
    await expect(payload.find({ collection: COLECAO, ...anonymous })).rejects.toThrow()
    await expect(payload.findByID({ collection: COLECAO, id: doc.id, ...anonymous })).rejects.toThrow()
    await expect(payload.create({ collection: COLECAO, data: { ...manifestacao(), protocolo: 'OUV-X' } as never, ...asUser(ouvidoria) })).rejects.toThrow()
    await expect(payload.delete({ collection: COLECAO, id: doc.id, ...asUser(ouvidoria) })).rejects.toThrow()
    // The settings: the team reads them, only an administrator changes them.
    expect(await payload.findGlobal({ slug: 'configuracoes-atendimento', ...asUser(ouvidoria) })).toBeTruthy()
    await expect(payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { emailOuvidoria: 'x@x.com' }, ...asUser(ouvidoria) })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'configuracoes-atendimento', ...anonymous })).rejects.toThrow()
  })
})

describe('os arquivos dentro da manifestação (issue 31)', () => {
  it('a ouvidoria vê os arquivos no caso com o nome original e o link, que baixa (200); outra equipe e o anônimo recebem 403 no mesmo link', async () => {
    const payload = await getTestPayload()
    const r = await postLegado(manifestacao({ nome: 'Com Arquivo', hiddenDocumentos: documentos(['nota fiscal.pdf', PDF]), 'g-recaptcha-response': await resolver() }))
    const doc = await porProtocolo(/Número de protocolo: ([^<]+)</.exec(await r.text())![1]!)
    const ouvidoria = await createStaffUser(['ouvidoria'])
    const comercial = await createStaffUser(['comercial'])

    const [anexo] = await anexosDe(doc.id)
    const html = renderToStaticMarkup(await AnexosDoCaso({ collectionSlug: COLECAO, id: doc.id, req: { user: ouvidoria, payload } as never }))
    const href = `/api/anexos/file/${anexo!.filename}`
    expect(html).toContain(`<li><a href="${href}" download="nota fiscal.pdf">nota fiscal.pdf</a> (${PDF.length} B)</li>`)
    // Another team's member lists nothing (the anexos collection's access decides, not the component).
    const outraEquipe = AnexosDoCaso({ collectionSlug: COLECAO, id: doc.id, req: { user: comercial, payload } as never })
    expect(renderToStaticMarkup(await outraEquipe)).toContain('Nenhum arquivo enviado.')

    const { GET } = await import('@/app/(payload)/api/[...slug]/route')
    const baixar = async (u?: typeof ouvidoria) =>
      GET(new Request(`http://localhost${href}`, { headers: u ? authHeaders(await loginToken(u)) : {} }), {
        params: Promise.resolve({ slug: ['anexos', 'file', anexo!.filename!] }),
      })
    const ok = await baixar(ouvidoria)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true)
    expect((await baixar(comercial)).status).toBe(403)
    expect((await baixar()).status).toBe(403)
  })
})

describe('retenção: a rotina apaga o que passou do prazo de cada coleção, com anexos e e-mails', () => {
  it('apaga os registros antigos (com arquivo e e-mails) e guarda os recentes, pelo prazo configurado de cada coleção', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { retencao: { manifestacoesOuvidoria: 60, mensagensContato: 12 } }, overrideAccess: true })
    const criar = async (nome: string) => {
      const r = await postLegado(manifestacao({ nome, hiddenDocumentos: documentos([`${nome}.pdf`, PDF]), 'g-recaptcha-response': await resolver() }))
      return porProtocolo(/Número de protocolo: ([^<]+)</.exec(await r.text())![1]!)
    }
    const velha = await criar('Purga Velha')
    const recente = await criar('Purga Recente')
    const arquivoVelho = (await anexosDe(velha.id))[0]!
    const contatoVelho = await payload.create({
      collection: 'mensagens-contato',
      data: { nome: 'Contato Velho', email: 'c@exemplo.com', telefone: '5133334444', municipio: 'Canoas', uf: 'RS', mensagem: 'Mensagem antiga do contato.', situacao: 'respondida' },
      overrideAccess: true,
    })
    const contatoMedio = await payload.create({
      collection: 'mensagens-contato',
      data: { nome: 'Contato Medio', email: 'm@exemplo.com', telefone: '5133334444', municipio: 'Canoas', uf: 'RS', mensagem: 'Mensagem de oito meses.', situacao: 'respondida' },
      overrideAccess: true,
    })
    const meses = (n: number) => new Date(Date.now() - n * 31 * 86_400_000).toISOString()
    await payload.db.updateOne({ collection: COLECAO, id: velha.id, data: { updatedAt: meses(61) } })
    await payload.db.updateOne({ collection: COLECAO, id: recente.id, data: { updatedAt: meses(58) } })
    await payload.db.updateOne({ collection: 'mensagens-contato', id: contatoVelho.id, data: { updatedAt: meses(13) } })
    await payload.db.updateOne({ collection: 'mensagens-contato', id: contatoMedio.id, data: { updatedAt: meses(8) } })

    await payload.jobs.queue({ task: 'purgarAtendimento', queue: 'manutencao', input: {} })
    await payload.jobs.run({ queue: 'manutencao' })

    await expect(payload.findByID({ collection: COLECAO, id: velha.id, overrideAccess: true })).rejects.toThrow()
    expect(await anexosDe(velha.id)).toHaveLength(0)
    expect(await mensagensDe(velha.id)).toHaveLength(0)
    expect(fs.existsSync(path.join(env().dataDir, PASTA_ANEXOS, arquivoVelho.filename!))).toBe(false)
    await expect(payload.findByID({ collection: 'mensagens-contato', id: contatoVelho.id, overrideAccess: true })).rejects.toThrow()

    expect((await payload.findByID({ collection: COLECAO, id: recente.id, overrideAccess: true })).nome).toBe('Purga Recente')
    expect(await anexosDe(recente.id)).toHaveLength(1)
    expect(await mensagensDe(recente.id)).toHaveLength(2)
    expect((await payload.findByID({ collection: 'mensagens-contato', id: contatoMedio.id, overrideAccess: true })).nome).toBe('Contato Medio')
  })
})
