import fs from 'node:fs'
import path from 'node:path'

import { createLocalReq, Forbidden, NotFound } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REGRAS_PROTOCOLO } from '@/domain/formulario/arquivos'
import { lerAnexo } from '@/server/servicos/anexos/ler'
import { PASTA_ANEXOS } from '@/server/servicos/anexos/pasta'
import { env } from '@/server/plataforma/env'
import { reivindicarAnexos } from '@/server/servicos/anexos/reivindicar-anexos'
import { rotaDeAnexo } from '@/dados/formularios/rota-de-anexo'
import { PRAZO_ANEXO_SEM_DONO_MS } from '@/server/payload/jobs/purgar-anexos'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

const enviar = rotaDeAnexo({ formulario: 'teste', regras: REGRAS_PROTOCOLO })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
// The first bytes of a Linux executable (ELF) and of a Windows one (PE: "MZ" … "PE\0\0").
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
const PE = (() => {
  const b = Buffer.alloc(256)
  b.write('MZ', 0)
  b.writeUInt32LE(0x80, 0x3c)
  b.write('PE\0\0', 0x80, 'latin1')
  return b
})()

async function subir(bytes: Buffer, nome: string) {
  const form = new FormData()
  form.set('arquivo', new File([new Uint8Array(bytes)], 'qualquer.bin'))
  form.set('nomeArquivo', nome)
  return enviar(new Request('http://t/anexo', { method: 'POST', body: form }))
}

async function subirOk(bytes: Buffer, nome: string): Promise<string> {
  const r = await subir(bytes, nome)
  expect(r.status).toBe(200)
  return ((await r.json()) as { id: string }).id
}

const porChave = async (chave: string) => {
  const payload = await getTestPayload()
  return (await payload.find({ collection: 'anexos', where: { chave: { equals: chave } }, overrideAccess: true, depth: 0 })).docs[0]
}

describe('envio de anexos', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('um PDF de verdade é guardado fora de qualquer pasta pública, com nome escolhido pelo servidor', async () => {
    const chave = await subirOk(PDF, 'Relatório final.pdf')
    expect(chave).toMatch(/^[\w-]{20,}$/)
    const doc = (await porChave(chave))!
    expect(doc).toMatchObject({ nomeOriginal: 'Relatório final.pdf', formulario: 'teste', mimeType: 'application/pdf' })
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(fs.existsSync(path.join(env().dataDir, PASTA_ANEXOS, doc.filename!))).toBe(true)
  })

  it.each([
    ['ELF', ELF],
    ['PE', PE],
  ])('um executável (%s) chamado .pdf é recusado com a mensagem do formulário, nada guardado', async (_tipo, bytes) => {
    const payload = await getTestPayload()
    const antes = (await payload.count({ collection: 'anexos', overrideAccess: true })).totalDocs
    const r = await subir(bytes, 'boleto.pdf')
    expect(r.status).toBe(400)
    const mensagem = 'O arquivo boleto.pdf não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.'
    expect(await r.json()).toEqual({ message: mensagem, erros: [{ campo: 'arquivos', mensagem }] })
    expect((await payload.count({ collection: 'anexos', overrideAccess: true })).totalDocs).toBe(antes)
  })

  it('.txt: texto passa; bytes de controle (um executável renomeado) não', async () => {
    expect((await subir(Buffer.from('Olá, ouvidoria.\r\nLinha 2\n'), 'nota.txt')).status).toBe(200)
    expect((await subir(ELF, 'nota.txt')).status).toBe(400)
  })

  it('extensão fora da lista e arquivo acima de 5MB: as mensagens do formulário', async () => {
    expect(await (await subir(PDF, 'script.exe')).json()).toMatchObject({ message: 'O arquivo script.exe não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.' })
    const grande = await subir(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'grande.pdf')
    expect(grande.status).toBe(413)
  })
})

describe('leitura restrita à equipe da submissão que reivindicou o arquivo', () => {
  let id = 0
  beforeAll(async () => {
    const payload = await getTestPayload()
    const chave = await subirOk(PDF, 'contrato.pdf')
    const req = await createLocalReq({}, payload)
    await reivindicarAnexos(req, [chave], { colecao: 'solicitacoes-financiamento', registro: 77, formulario: 'teste', regras: REGRAS_PROTOCOLO })
    id = (await porChave(chave))!.id
  })

  it('anônimo: Forbidden (403), pela API local e por lerAnexo', async () => {
    const payload = await getTestPayload()
    const erro = await payload.findByID({ collection: 'anexos', id, ...anonymous }).catch((e: unknown) => e)
    expect(erro).toBeInstanceOf(Forbidden)
    expect((erro as Forbidden).status).toBe(403)
    await expect(lerAnexo(payload, null, id)).rejects.toBeInstanceOf(Forbidden)
  })

  it('um papel sem submissões (editor): Forbidden (403)', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    const erro = await payload.findByID({ collection: 'anexos', id, ...asUser(u) }).catch((e: unknown) => e)
    expect(erro).toBeInstanceOf(Forbidden)
    expect((erro as Forbidden).status).toBe(403)
    await expect(lerAnexo(payload, u, id)).rejects.toBeInstanceOf(Forbidden)
  })

  it('a equipe de outras submissões (ouvidoria: Fale Conosco) não vê o anexo do comercial: fora da sua lista, e lerAnexo recusa', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['ouvidoria'])
    await expect(payload.findByID({ collection: 'anexos', id, ...asUser(u) })).rejects.toBeInstanceOf(NotFound)
    expect((await payload.find({ collection: 'anexos', where: { id: { equals: id } }, ...asUser(u) })).totalDocs).toBe(0)
    await expect(lerAnexo(payload, u, id)).rejects.toBeInstanceOf(Forbidden)
  })

  it('a rota de arquivos do Payload (/api/anexos/file/…) responde 403 ao anônimo e a outro papel, 200 ao comercial', async () => {
    const payload = await getTestPayload()
    const { GET } = await import('@/app/(payload)/api/[...slug]/route')
    const doc = await payload.findByID({ collection: 'anexos', id, overrideAccess: true })
    const pedir = (token?: string) =>
      GET(new Request(`http://localhost/api/anexos/file/${doc.filename}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
        params: Promise.resolve({ slug: ['anexos', 'file', doc.filename!] }),
      })
    expect((await pedir()).status).toBe(403)
    const entrar = async (papel: 'ouvidoria' | 'comercial') => {
      const u = await createStaffUser([papel])
      return (await payload.login({ collection: 'users', data: { email: u.email, password: u.password } })).token
    }
    expect((await pedir(await entrar('ouvidoria'))).status).toBe(403)
    const ok = await pedir(await entrar('comercial'))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true)
  })

  it('o comercial (dono das solicitações) lê o arquivo', async () => {
    const payload = await getTestPayload()
    const comercial = await createStaffUser(['comercial'])
    const a = await lerAnexo(payload, comercial, id)
    expect(a).toMatchObject({ nome: 'contrato.pdf', tipo: 'application/pdf' })
    expect(Buffer.from(a.bytes).equals(PDF)).toBe(true)
  })

  it('um arquivo já reivindicado por outra submissão, ou de outro formulário, não é reivindicado de novo', async () => {
    const payload = await getTestPayload()
    const chave = (await payload.findByID({ collection: 'anexos', id, overrideAccess: true })).chave
    const req = await createLocalReq({}, payload)
    await expect(reivindicarAnexos(req, [chave], { colecao: 'solicitacoes-financiamento', registro: 78, formulario: 'teste', regras: REGRAS_PROTOCOLO })).rejects.toMatchObject({ status: 400, campo: 'arquivos' })
    const outra = await subirOk(PDF, 'outro.pdf')
    await expect(reivindicarAnexos(req, [outra], { colecao: 'solicitacoes-financiamento', registro: 79, formulario: 'ouvidoria', regras: REGRAS_PROTOCOLO })).rejects.toMatchObject({ status: 400 })
  })
})

describe('job purgarAnexos', () => {
  it('apaga (registro e arquivo) o anexo sem dono mais velho que o prazo; o reivindicado fica', async () => {
    const payload = await getTestPayload()
    const solto = await porChave(await subirOk(PDF, 'abandonado.pdf'))
    const chaveDono = await subirOk(PDF, 'guardado.pdf')
    await reivindicarAnexos(await createLocalReq({}, payload), [chaveDono], { colecao: 'solicitacoes-financiamento', registro: 80, formulario: 'teste', regras: REGRAS_PROTOCOLO })
    const recente = await porChave(await subirOk(PDF, 'recente.pdf'))
    const velho = new Date(Date.now() - PRAZO_ANEXO_SEM_DONO_MS - 60_000).toISOString()
    for (const d of [solto!, (await porChave(chaveDono))!]) {
      await payload.db.updateOne({ collection: 'anexos', id: d.id, data: { createdAt: velho } })
    }

    await payload.jobs.queue({ task: 'purgarAnexos', queue: 'manutencao', input: {} })
    await payload.jobs.run({ queue: 'manutencao' })

    const restantes = (await payload.find({ collection: 'anexos', overrideAccess: true, limit: 100, depth: 0 })).docs.map((d) => d.nomeOriginal)
    expect(restantes).not.toContain('abandonado.pdf')
    expect(restantes).toContain('guardado.pdf')
    expect(restantes).toContain('recente.pdf')
    expect(fs.existsSync(path.join(env().dataDir, PASTA_ANEXOS, solto!.filename!))).toBe(false)
    expect(recente).toBeDefined()
  })
})
