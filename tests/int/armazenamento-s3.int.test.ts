import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as rest } from '@/app/(payload)/api/[...slug]/route'
import { GET as download } from '@/app/(contract)/transparencia/download/route'
import { ambienteDoArmazenamento } from '@/server/adaptadores/armazenamento/ambiente'
import { criarClienteS3 } from '@/server/adaptadores/armazenamento/s3'
import { env } from '@/server/plataforma/env'

import { authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

/**
 * Uploads on an S3-compatible store (s3rver, a local S3 server, on loopback): the file goes to the
 * bucket and not to the disk, comes back through Payload's file route only to whoever may read its
 * record (a draft publication's file to staff only), through the legacy download route too, with
 * ranges (video), and leaves the bucket when its record is deleted.
 */
const PORTA = vi.hoisted(() => {
  const porta = 42000 + Math.floor(Math.random() * 20000)
  Object.assign(process.env, {
    S3_BUCKET: 'fomento-teste',
    S3_ENDPOINT: `http://127.0.0.1:${porta}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  return porta
})

const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
const servidor = new S3rver({ port: PORTA, address: '127.0.0.1', silent: true, directory: pasta, configureBuckets: [{ name: 'fomento-teste', configs: [] }] })
beforeAll(async () => {
  await servidor.run()
})
afterAll(async () => {
  await servidor.close()
  fs.rmSync(pasta, { recursive: true, force: true })
})

const cliente = () => criarClienteS3(ambienteDoArmazenamento.atual().s3!)
const noBucket = async (chave: string) => {
  const r = await cliente().send(new GetObjectCommand({ Bucket: 'fomento-teste', Key: chave }))
  return Buffer.from(await r.Body!.transformToByteArray())
}
const existeNoBucket = (chave: string) =>
  cliente()
    .send(new HeadObjectCommand({ Bucket: 'fomento-teste', Key: chave }))
    .then(
      () => true,
      (e: unknown) => (e instanceof NotFound ? false : Promise.reject(e as Error)),
    )

/** Payload's REST GET, as Next calls it for /api/... */
const api = (caminho: string, headers: Record<string, string> = {}) =>
  rest(new Request(`http://localhost/api/${caminho}`, { headers }), { params: Promise.resolve({ slug: caminho.split('/') }) })

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\ntrailer<</Root 1 0 R>>\n%%EOF\n')

describe('arquivos enviados num armazenamento S3', () => {
  it('a imagem vai para o bucket, não para o disco, e volta pela rota de arquivos do Payload, também em faixas', async () => {
    const payload = await getTestPayload()
    const bytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0b5394' } }).png().toBuffer()
    const doc = await payload.create({ collection: 'imagens', data: { alt: 'Logo' }, file: { data: bytes, mimetype: 'image/png', name: 'logo.png', size: bytes.length }, overrideAccess: true })
    expect(doc.url).toBe('/api/imagens/file/logo.png')
    expect((await noBucket('imagens/logo.png')).equals(bytes)).toBe(true)
    expect(fs.existsSync(path.join(env().dataDir, 'imagens', 'logo.png'))).toBe(false)

    const r = await api('imagens/file/logo.png')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('image/png')
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect(r.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await r.arrayBuffer()).equals(bytes)).toBe(true)

    const parte = await api('imagens/file/logo.png', { range: 'bytes=0-7' })
    expect(parte.status).toBe(206)
    expect(parte.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`)
    expect(Buffer.from(await parte.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true)
  })

  it('o arquivo de uma publicação em rascunho só sai para a equipe; publicada, também pelo download legado', async () => {
    const payload = await getTestPayload()
    await payload.create({ collection: 'tipos-publicacao', data: { id: 31, titulo: 'Balanços' } })
    const pub = await payload.create({
      collection: 'publicacoes',
      data: { tipoPublicacao: 31, tituloPublicacao: 'Balanço 2026', _status: 'draft' },
      file: { data: pdf, mimetype: 'application/pdf', name: 'balanco-2026.pdf', size: pdf.length },
      draft: true,
      overrideAccess: true,
    })
    expect(await existeNoBucket('publicacoes/balanco-2026.pdf')).toBe(true)
    expect((await api('publicacoes/file/balanco-2026.pdf')).status).toBe(403)
    const editor = await createStaffUser(['editor'])
    const daEquipe = await api('publicacoes/file/balanco-2026.pdf', authHeaders(await loginToken(editor)))
    expect(daEquipe.status).toBe(200)
    expect(Buffer.from(await daEquipe.arrayBuffer()).equals(pdf)).toBe(true)
    expect((await download(new Request(`http://localhost/transparencia/download?idPublicacao=${pub.id}`), { params: Promise.resolve({}) })).status).toBe(404)

    await payload.update({ collection: 'publicacoes', id: pub.id, data: { _status: 'published' }, overrideAccess: true })
    const publica = await api('publicacoes/file/balanco-2026.pdf')
    expect(publica.status).toBe(200)
    const legado = await download(new Request(`http://localhost/transparencia/download?idPublicacao=${pub.id}`), { params: Promise.resolve({}) })
    expect(legado.status).toBe(200)
    expect(Buffer.from(await legado.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('trocar o arquivo e excluir o registro tiram do bucket o que ficou sem registro', async () => {
    const payload = await getTestPayload()
    const doc = await payload.create({ collection: 'arquivos', data: { titulo: 'Regulamento' }, file: { data: pdf, mimetype: 'application/pdf', name: 'regulamento.pdf', size: pdf.length }, overrideAccess: true })
    const novo = Buffer.concat([Buffer.from('%PDF-1.4\n% v2\n'), pdf.subarray(9)])
    await payload.update({ collection: 'arquivos', id: doc.id, data: {}, file: { data: novo, mimetype: 'application/pdf', name: 'regulamento-v2.pdf', size: novo.length }, overrideAccess: true })
    expect((await noBucket('arquivos/regulamento-v2.pdf')).equals(novo)).toBe(true)
    await expect.poll(() => existeNoBucket('arquivos/regulamento.pdf')).toBe(false)
    await payload.delete({ collection: 'arquivos', id: doc.id, overrideAccess: true })
    await expect.poll(() => existeNoBucket('arquivos/regulamento-v2.pdf')).toBe(false)
    expect((await api('arquivos/file/regulamento-v2.pdf')).status).toBe(404)
  })
})
