import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { Forbidden } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { lerAnexo } from '@/server/servicos/anexos/ler'
import { CONFIGURACOES_SEED } from '@/seed/dados/configuracoes'
import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as enviarJsonRota } from '@/app/(contract)/fas/protocoloDigital/enviar/json/route'
import { POST as enviarRota } from '@/app/(contract)/fas/protocoloDigital/enviar/route'
import { GET as existeRota } from '@/app/(contract)/fas/protocoloDigital/protocoloExiste/[protocolo]/route'
import { POST as subirRota } from '@/app/(contract)/fas/protocoloDigital/subirArquivo/route'

import { anonymous, asUser, createStaffUser, getTestPayload, loginToken } from './helpers'

const semParams = { params: Promise.resolve({}) }
const NUMERO = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/
const MB = 1024 * 1024

const PDF = (extra = 0, marca = '') => Buffer.concat([Buffer.from(`%PDF-1.4\n% ${marca}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`), Buffer.alloc(extra, 0x20)])
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d5d1f30000000049454e44ae426082', 'hex')

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** One file through POST /fas/protocoloDigital/subirArquivo; `cookie` is the browser's batch cookie, if any. */
function subir(bytes: Buffer, nome: string, cookie?: string) {
  const form = new FormData()
  form.set('arquivo', new File([new Uint8Array(bytes)], nome))
  form.set('nomeArquivo', nome)
  return subirRota(new Request('http://t/fas/protocoloDigital/subirArquivo', { method: 'POST', body: form, headers: cookie ? { cookie } : {} }))
}

async function subirOk(bytes: Buffer, nome: string): Promise<string> {
  const r = await subir(bytes, nome)
  expect(r.status).toBe(200)
  return ((await r.json()) as { id: string }).id
}

const CIDADAO = {
  nome: 'Odete Valquíria Prestes',
  cpfcnpj: '529.982.247-25',
  telefone: '(51)99876-5432',
  email: 'Odete.Prestes@Exemplo.com.br',
  areaDestinataria: 'agronegocio',
  descricao: 'Seguem as notas fiscais do projeto de irrigação.',
}

/** The legacy call: form-urlencoded with the spec's names, `arquivos` repeated (or none: the batch cookie). */
function enviarLegado(campos: Record<string, string | string[]>, cabecalhos: Record<string, string> = {}) {
  const corpo = new URLSearchParams()
  for (const [k, v] of Object.entries(campos)) for (const x of Array.isArray(v) ? v : [v]) corpo.append(k, x)
  return enviarRota(new Request('http://t/fas/protocoloDigital/enviar', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...cabecalhos }, body: corpo.toString() }), semParams)
}
const enviarJson = (corpo: unknown, cabecalhos: Record<string, string> = {}) =>
  enviarJsonRota(new Request('http://t/fas/protocoloDigital/enviar/json', { method: 'POST', headers: { 'Content-Type': 'application/json', ...cabecalhos }, body: JSON.stringify(corpo) }), semParams)

const existe = (numero: string, cliente = '192.0.2.10') =>
  existeRota(new Request(`http://t/fas/protocoloDigital/protocoloExiste/${encodeURIComponent(numero)}`, { headers: { 'x-fomento-cliente': cliente } }), { params: Promise.resolve({ protocolo: numero }) })

const contar = async () => (await (await getTestPayload()).count({ collection: 'protocolos', overrideAccess: true })).totalDocs
const porNumero = async (numero: string) => {
  const payload = await getTestPayload()
  return (await payload.find({ collection: 'protocolos', where: { protocolo: { equals: numero } }, depth: 0, overrideAccess: true })).docs[0]!
}

/** A new protocol with these files, through the legacy call; answers its number. */
async function novoProtocolo(arquivos: string[], extra: Record<string, string> = {}): Promise<string> {
  const r = await enviarLegado({ protocolo: '', ...CIDADAO, ...extra, arquivos, gRecaptchaResponse: await captcha() })
  const texto = await r.text()
  expect(r.status, texto).toBe(200)
  return texto
}

beforeAll(async () => {
  const payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, emailContato: 'protocolo@agencia.example.com' }, overrideAccess: true })
})

describe('POST /fas/protocoloDigital/subirArquivo', () => {
  it('um PDF de verdade: 200 {id}, e o cookie do lote do navegador (HttpOnly, só nas chamadas do protocolo)', async () => {
    const r = await subir(PDF(), 'nota.pdf')
    expect(r.status).toBe(200)
    const corpo = (await r.json()) as { id: string }
    expect(Object.keys(corpo)).toEqual(['id'])
    expect(corpo.id).toMatch(/^[\w-]{20,}$/)
    const cookie = r.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^fas-protocolo-lote=[\w-]{24}; Path=\/fas\/protocoloDigital; Max-Age=21600; HttpOnly; SameSite=Lax/)
  })

  it.each([
    ['um executável chamado .pdf (os bytes mentem)', ELF, 'boleto.pdf', 400, 'O arquivo boleto.pdf não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.'],
    ['um PNG chamado .docx', PNG, 'contrato.docx', 400, 'O arquivo contrato.docx não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.'],
    ['uma extensão fora da lista', PDF(), 'planilha.xlsx', 400, 'O arquivo planilha.xlsx não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.'],
    ['mais de 5MB', PDF(5 * MB), 'grande.pdf', 413, 'O arquivo grande.pdf excede o limite de 5MB.'],
  ])('%s: recusado com a mensagem exata, nada guardado', async (_caso, bytes, nome, status, mensagem) => {
    const payload = await getTestPayload()
    const antes = (await payload.count({ collection: 'anexos', overrideAccess: true })).totalDocs
    const r = await subir(bytes, nome)
    expect(r.status).toBe(status)
    expect(await r.json()).toEqual({ message: mensagem, erros: [{ campo: 'arquivos', mensagem }] })
    expect((await payload.count({ collection: 'anexos', overrideAccess: true })).totalDocs).toBe(antes)
  })

  it('um PNG e um .txt de verdade passam', async () => {
    expect((await subir(PNG, 'foto.png')).status).toBe(200)
    expect((await subir(Buffer.from('Declaração de próprio punho.\n'), 'declaracao.txt')).status).toBe(200)
  })
})

describe('POST /fas/protocoloDigital/enviar (legado: urlencoded → texto)', () => {
  it('um protocolo novo: responde o número em texto (80 bits, não sequencial), grava os documentos e põe os dois e-mails na caixa de saída', async () => {
    const payload = await getTestPayload()
    const antes = await contar()
    const a = await subirOk(PDF(0, 'a'), 'notas fiscais.pdf')
    const b = await subirOk(PNG, 'foto da obra.png')
    const r = await enviarLegado({ protocolo: '', ...CIDADAO, arquivos: [a, b], gRecaptchaResponse: await captcha() })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/plain')
    const numero = await r.text()
    expect(numero).toMatch(NUMERO)
    expect(await contar()).toBe(antes + 1)
    const doc = await porNumero(numero)
    expect(doc).toMatchObject({ nome: CIDADAO.nome, cpfcnpj: '52998224725', telefone: '51998765432', email: 'odete.prestes@exemplo.com.br', areaDestinataria: 'agronegocio', situacao: 'novo' })
    expect(doc.documentos).toHaveLength(2)
    const anexos = (await payload.find({ collection: 'anexos', where: { id: { in: doc.documentos as number[] } }, overrideAccess: true, depth: 0 })).docs
    expect(anexos.map((x) => x.nomeOriginal).sort()).toEqual(['foto da obra.png', 'notas fiscais.pdf'])
    expect(anexos.every((x) => x.submissao?.colecao === 'protocolos' && x.submissao.registro === String(doc.id))).toBe(true)
    const mensagens = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `protocolos:${doc.id}` } }, overrideAccess: true, sort: 'createdAt' })).docs
    expect(mensagens.map((m) => m.para).sort()).toEqual(['odete.prestes@exemplo.com.br', 'protocolo@agencia.example.com'])
    const equipe = mensagens.find((m) => m.para === 'protocolo@agencia.example.com')!
    expect(equipe).toMatchObject({ assunto: `Protocolo digital ${numero}: ${CIDADAO.nome}`, responderPara: 'odete.prestes@exemplo.com.br', papel: 'ouvidoria' })
    expect(equipe.texto).toContain('Área destinatária: Agronegócio')
    expect(equipe.texto).toContain('Documentos: notas fiscais.pdf, foto da obra.png')
    const recibo = mensagens.find((m) => m.para === 'odete.prestes@exemplo.com.br')!
    expect(recibo.texto).toContain(`O número do seu protocolo é ${numero}.`)
    // Another protocol gets a number that shares nothing with this one.
    const outro = await novoProtocolo([await subirOk(PDF(0, 'c'), 'outro.pdf')], { nome: 'Outra Pessoa' })
    expect(outro).not.toBe(numero)
  })

  it('sem captcha: 400 com a mensagem do spec 3 §8 (com a vírgula), nada gravado', async () => {
    const antes = await contar()
    const r = await enviarLegado({ ...CIDADAO, nome: 'Sem Captcha', arquivos: await subirOk(PDF(), 'x.pdf') })
    expect([r.status, await r.text()]).toEqual([400, 'Por favor, confirme que você não é um robô'])
    expect(await contar()).toBe(antes)
  })

  it('captcha inválido: 400 com texto que menciona Captcha, nada gravado', async () => {
    const antes = await contar()
    const r = await enviarLegado({ ...CIDADAO, nome: 'Captcha Errado', arquivos: await subirOk(PDF(), 'x.pdf'), gRecaptchaResponse: 'lixo' })
    expect(r.status).toBe(400)
    expect(await r.text()).toBe('Captcha inválido!')
    expect(await contar()).toBe(antes)
  })

  it.each([
    ['nome de 2 letras', { nome: 'Jo' }, 'Nome deve ter pelo menos 3 caracteres'],
    ['CPF com dígito errado', { cpfcnpj: '529.982.247-26' }, 'CPF/CNPJ inválido'],
    ['telefone de 9 dígitos', { telefone: '(51)9987-654' }, 'Telefone inválido'],
    ['e-mail sem domínio', { email: 'odete@' }, 'E-mail inválido'],
    ['descrição vazia', { descricao: '  ' }, 'Campo descrição é obrigatório'],
    ['área que não existe', { areaDestinataria: 'tesouraria' }, 'Área destinatária inválida'],
    ['protocolo que não pode existir', { protocolo: '12345' }, 'O número do protocolo informado não existe.'],
  ])('400 com a mensagem em texto, nada gravado: %s', async (_caso, mudanca, mensagem) => {
    const antes = await contar()
    const r = await enviarLegado({ ...CIDADAO, ...mudanca, arquivos: await subirOk(PDF(), 'x.pdf'), gRecaptchaResponse: await captcha() })
    expect(r.status).toBe(400)
    expect(await r.text()).toBe(mensagem)
    expect(await contar()).toBe(antes)
  })

  it('sem documento: 400 "* Ao menos um documento deve ser carregado"', async () => {
    const r = await enviarLegado({ ...CIDADAO, gRecaptchaResponse: await captcha() })
    expect(r.status).toBe(400)
    expect(await r.text()).toBe('* Ao menos um documento deve ser carregado')
  })

  it('mais de 10MB no total (três de 4MB, cada um aceito ao subir): 400 com a mensagem do total, nada gravado, os arquivos ficam livres', async () => {
    const antes = await contar()
    const ids = [await subirOk(PDF(4 * MB, '1'), 'parte1.pdf'), await subirOk(PDF(4 * MB, '2'), 'parte2.pdf'), await subirOk(PDF(4 * MB, '3'), 'parte3.pdf')]
    const r = await enviarLegado({ ...CIDADAO, arquivos: ids, gRecaptchaResponse: await captcha() })
    expect(r.status).toBe(400)
    expect(await r.text()).toBe('O tamanho total dos arquivos excede o limite de 10MB.')
    expect(await contar()).toBe(antes)
    // Two of them still make a protocol: nothing was claimed by the refused sending.
    expect(await novoProtocolo(ids.slice(0, 2), { nome: 'Dois Arquivos' })).toMatch(NUMERO)
  })

  it('dois arquivos com o mesmo nome: 400 "O arquivo … já foi adicionado."', async () => {
    const ids = [await subirOk(PDF(0, '1'), 'rg.pdf'), await subirOk(PDF(0, '2'), 'rg.pdf')]
    const r = await enviarLegado({ ...CIDADAO, nome: 'Nome Repetido', arquivos: ids, gRecaptchaResponse: await captcha() })
    expect(r.status).toBe(400)
    expect(await r.text()).toBe('O arquivo rg.pdf já foi adicionado.')
  })

  it('o cliente legado que não nomeia arquivos: os do seu navegador (cookie do lote) que ninguém reivindicou', async () => {
    const primeiro = await subir(PDF(0, 'l1'), 'legado1.pdf')
    const cookie = (primeiro.headers.get('set-cookie') ?? '').split(';')[0]!
    expect((await subir(PDF(0, 'l2'), 'legado2.pdf', cookie)).headers.get('set-cookie')?.split(';')[0]).toBe(cookie)
    // A file from another browser is not taken.
    await subirOk(PDF(0, 'l3'), 'de-outro-navegador.pdf')
    const r = await enviarLegado({ protocolo: '', ...CIDADAO, nome: 'Cliente Legado', gRecaptchaResponse: await captcha() }, { cookie })
    expect(r.status).toBe(200)
    const doc = await porNumero(await r.text())
    const payload = await getTestPayload()
    const nomes = (await payload.find({ collection: 'anexos', where: { id: { in: doc.documentos as number[] } }, overrideAccess: true })).docs.map((d) => d.nomeOriginal)
    expect(nomes.sort()).toEqual(['legado1.pdf', 'legado2.pdf'])
    // The same browser sending again has no unclaimed file left.
    const de_novo = await enviarLegado({ protocolo: '', ...CIDADAO, nome: 'Cliente Legado Outra Vez', gRecaptchaResponse: await captcha() }, { cookie })
    expect(await de_novo.text()).toBe('* Ao menos um documento deve ser carregado')
  })
})

describe('POST /fas/protocoloDigital/enviar/json (a página do site)', () => {
  it('responde {protocolo, message}; o envio repetido (mesma chave, outro captcha) grava um só', async () => {
    const antes = await contar()
    const corpo = { ...CIDADAO, nome: 'Duplo Clique', protocolo: '', arquivos: [await subirOk(PDF(), 'duplo.pdf')] }
    const a = await enviarJson({ ...corpo, captcha: await captcha() }, { 'Idempotency-Key': 'protocolo-teste-duplo-1' })
    const b = await enviarJson({ ...corpo, captcha: await captcha() }, { 'Idempotency-Key': 'protocolo-teste-duplo-1' })
    expect([a.status, b.status]).toEqual([200, 200])
    const [ja, jb] = (await Promise.all([a.json(), b.json()])) as { protocolo: string; message: string }[]
    expect(ja!.protocolo).toMatch(NUMERO)
    expect(ja!.message).toBe('Protocolo enviado com sucesso')
    expect(jb).toEqual(ja)
    expect(await contar()).toBe(antes + 1)
  })

  it('400 com a mensagem de cada campo, nada gravado', async () => {
    const antes = await contar()
    const r = await enviarJson({ nome: 'Jo', cpfcnpj: '111.111.111-11', telefone: '123', email: 'x@', descricao: '', arquivos: [], captcha: await captcha() })
    expect(r.status).toBe(400)
    const { erros } = (await r.json()) as { erros: { campo: string; mensagem: string }[] }
    expect(erros).toEqual([
      { campo: 'nome', mensagem: 'Nome deve ter pelo menos 3 caracteres' },
      { campo: 'cpfcnpj', mensagem: 'CPF/CNPJ inválido' },
      { campo: 'telefone', mensagem: 'Telefone inválido' },
      { campo: 'email', mensagem: 'E-mail inválido' },
      { campo: 'descricao', mensagem: 'Campo descrição é obrigatório' },
      { campo: 'arquivos', mensagem: '* Ao menos um documento deve ser carregado' },
    ])
    expect(await contar()).toBe(antes)
  })
})

describe('anexar a um protocolo já existente', () => {
  it('os novos documentos ficam no mesmo protocolo, com quem os enviou; o protocolo volta a pedir atenção; repetir não acrescenta', async () => {
    const payload = await getTestPayload()
    const numero = await novoProtocolo([await subirOk(PDF(0, 'p1'), 'projeto.pdf')], { nome: 'Primeiro Envio' })
    const original = await porNumero(numero)
    await payload.update({ collection: 'protocolos', id: original.id, data: { situacao: 'em-analise' }, overrideAccess: true })
    const antes = await contar()
    const novo = await subirOk(PDF(0, 'p2'), 'licença ambiental.pdf')
    // Typed back in lower case with spaces: the same protocol.
    const digitado = numero.toLowerCase().replace(/-/g, ' ')
    const corpo = { ...CIDADAO, nome: 'Segundo Envio', descricao: 'Falta a licença.', protocolo: digitado, arquivos: [novo] }
    const r = await enviarJson({ ...corpo, captcha: await captcha() }, { 'Idempotency-Key': 'protocolo-teste-anexar-1' })
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ protocolo: numero, message: 'Protocolo enviado com sucesso' })
    const repetido = await enviarJson({ ...corpo, captcha: 'gasto' }, { 'Idempotency-Key': 'protocolo-teste-anexar-1' })
    expect(await repetido.json()).toEqual({ protocolo: numero, message: 'Protocolo enviado com sucesso' })
    expect(await contar()).toBe(antes)
    const doc = await porNumero(numero)
    expect(doc.situacao).toBe('novos-documentos')
    expect(doc.nome).toBe('Primeiro Envio')
    expect(doc.complementos).toHaveLength(1)
    expect(doc.complementos![0]).toMatchObject({ nome: 'Segundo Envio', descricao: 'Falta a licença.' })
    expect(doc.documentos).toHaveLength(2)
    const mensagens = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `protocolos:${doc.id}` } }, overrideAccess: true })).docs
    expect(mensagens.map((m) => m.assunto)).toContain(`Protocolo digital ${numero}: novos documentos`)
    expect(mensagens).toHaveLength(4)
  })

  it('um número que não existe: 400 "O número do protocolo informado não existe.", nada gravado e o arquivo fica livre', async () => {
    const payload = await getTestPayload()
    const id = await subirOk(PDF(), 'perdido.pdf')
    const r = await enviarLegado({ ...CIDADAO, protocolo: '7K2M-Q9XD-4HFT-B8WN', arquivos: id, gRecaptchaResponse: await captcha() })
    expect(r.status).toBe(400)
    expect(await r.text()).toBe('O número do protocolo informado não existe.')
    const anexo = (await payload.find({ collection: 'anexos', where: { chave: { equals: id } }, overrideAccess: true })).docs[0]!
    expect(anexo.submissao?.colecao ?? null).toBeNull()
  })
})

describe('GET /fas/protocoloDigital/protocoloExiste/{protocolo}', () => {
  it('existe: 200 true (digitado de qualquer jeito); não existe ou não pode ser um número: 404', async () => {
    const numero = await novoProtocolo([await subirOk(PDF(0, 'e'), 'existe.pdf')], { nome: 'Existe Sim' })
    for (const digitado of [numero, numero.toLowerCase(), numero.replace(/-/g, '')]) {
      const r = await existe(digitado)
      expect(r.status).toBe(200)
      expect(await r.json()).toBe(true)
    }
    for (const digitado of ['7K2M-Q9XD-4HFT-B8WN', '1', 'x'.repeat(300), "' or 1=1 --"]) {
      const r = await existe(digitado)
      expect(r.status).toBe(404)
      expect(await r.json()).toEqual({ message: 'O número do protocolo informado não existe.' })
    }
  })

  it('é limitado por cliente (regra consulta: 30 por minuto) antes de consultar: o 31º é 429 com Retry-After', async () => {
    const respostas: number[] = []
    for (let i = 0; i < 31; i++) respostas.push((await existe(`AAAA-AAAA-AAAA-AA${String(i).padStart(2, '0')}`, '198.51.100.200')).status)
    expect(respostas.slice(0, 30).every((s) => s === 404)).toBe(true)
    expect(respostas[30]).toBe(429)
    expect((await existe('AAAA', '198.51.100.200')).headers.get('retry-after')).toMatch(/^\d+$/)
    // Another client is not affected.
    expect((await existe('AAAA', '198.51.100.201')).status).toBe(404)
  })
})

describe('quem lê os protocolos e baixa os documentos', () => {
  let numero = ''
  let anexoId: number
  beforeAll(async () => {
    numero = await novoProtocolo([await subirOk(PDF(0, 'acesso'), 'documento sigiloso.pdf')], { nome: 'Para Acesso' })
    anexoId = (await porNumero(numero)).documentos![0] as number
  })

  it('ouvidoria e administrador listam (com os documentos); editor, comercial, integridade, cadastro e anônimo não', async () => {
    const payload = await getTestPayload()
    for (const papel of ['ouvidoria', 'admin'] as const) {
      const u = await createStaffUser([papel])
      const { docs } = await payload.find({ collection: 'protocolos', where: { protocolo: { equals: numero } }, depth: 1, ...asUser(u) })
      expect(docs).toHaveLength(1)
      expect(docs[0]!.documentos).toEqual([expect.objectContaining({ id: anexoId, nomeOriginal: 'documento sigiloso.pdf' })])
    }
    for (const papel of ['editor', 'comercial', 'integridade', 'cadastro'] as const) {
      const u = await createStaffUser([papel])
      await expect(payload.find({ collection: 'protocolos', ...asUser(u) })).rejects.toBeInstanceOf(Forbidden)
    }
    await expect(payload.find({ collection: 'protocolos', ...anonymous })).rejects.toBeInstanceOf(Forbidden)
  })

  it('a ouvidoria muda só o acompanhamento: o que o cidadão enviou fica como enviado', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['ouvidoria'])
    const doc = await porNumero(numero)
    await payload.update({ collection: 'protocolos', id: doc.id, data: { situacao: 'concluido', nome: 'Alterado', descricao: 'Outra coisa', protocolo: 'AAAA-AAAA-AAAA-AAAA', documentos: [] }, ...asUser(u) })
    const depois = await porNumero(numero)
    expect(depois).toMatchObject({ situacao: 'concluido', nome: 'Para Acesso', descricao: CIDADAO.descricao, protocolo: numero, documentos: [anexoId] })
    await expect(payload.create({ collection: 'protocolos', data: { ...CIDADAO, nome: 'Pela API', situacao: 'novo' } as never, ...asUser(u) })).rejects.toBeInstanceOf(Forbidden)
  })

  it('download: a ouvidoria e o administrador baixam os bytes; comercial e anônimo recebem 403, por lerAnexo e pela rota de arquivos', async () => {
    const payload = await getTestPayload()
    const ouvidoria = await createStaffUser(['ouvidoria'])
    const admin = await createStaffUser(['admin'])
    const comercial = await createStaffUser(['comercial'])
    for (const u of [ouvidoria, admin]) {
      const a = await lerAnexo(payload, u, anexoId)
      expect(a.nome).toBe('documento sigiloso.pdf')
      expect(Buffer.from(a.bytes).equals(PDF(0, 'acesso'))).toBe(true)
    }
    await expect(lerAnexo(payload, comercial, anexoId)).rejects.toBeInstanceOf(Forbidden)
    await expect(lerAnexo(payload, null, anexoId)).rejects.toBeInstanceOf(Forbidden)

    const { GET } = await import('@/app/(payload)/api/[...slug]/route')
    const { filename } = await payload.findByID({ collection: 'anexos', id: anexoId, overrideAccess: true })
    const pedir = async (u?: { email: string; password: string }) =>
      GET(new Request(`http://localhost/api/anexos/file/${filename}`, { headers: u ? { Authorization: `JWT ${await loginToken(u)}` } : {} }), {
        params: Promise.resolve({ slug: ['anexos', 'file', filename!] }),
      })
    const ok = await pedir(ouvidoria)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF(0, 'acesso'))).toBe(true)
    expect((await pedir(comercial)).status).toBe(403)
    expect((await pedir()).status).toBe(403)
  })

  it('a lista vem pelo que pede atenção: novos documentos, novos, em análise, concluídos; dentro de cada um, o envio mais recente primeiro', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const { docs } = await payload.find({ collection: 'protocolos', limit: 200, depth: 0, ...asUser(admin) })
    const ordem = ['novos-documentos', 'novo', 'em-analise', 'concluido']
    const posicoes = docs.map((d) => ordem.indexOf(d.situacao))
    expect(new Set(posicoes).size).toBeGreaterThanOrEqual(3)
    expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b))
    for (let i = 1; i < docs.length; i++) {
      if (docs[i]!.situacao === docs[i - 1]!.situacao) expect(Date.parse(docs[i]!.ultimoEnvio!)).toBeLessThanOrEqual(Date.parse(docs[i - 1]!.ultimoEnvio!))
    }
  })

  it('o administrador apaga um protocolo (pedido de eliminação): os documentos vão com ele; os de outro protocolo ficam', async () => {
    const payload = await getTestPayload()
    const apagar = await novoProtocolo([await subirOk(PDF(0, 'apagar'), 'apagar.pdf')], { nome: 'Pede Eliminação' })
    const doc = await porNumero(apagar)
    const admin = await createStaffUser(['admin'])
    const ouvidoria = await createStaffUser(['ouvidoria'])
    await expect(payload.delete({ collection: 'protocolos', id: doc.id, ...asUser(ouvidoria) })).rejects.toBeInstanceOf(Forbidden)
    await payload.delete({ collection: 'protocolos', id: doc.id, ...asUser(admin) })
    expect((await payload.count({ collection: 'anexos', where: { id: { in: doc.documentos as number[] } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'anexos', where: { id: { equals: anexoId } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})
