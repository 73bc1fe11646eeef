import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { criarBackup } from '@/server/adaptadores/backup/copia'
import { restaurarBackup } from '@/server/adaptadores/backup/restauracao'
import { env } from '@/server/plataforma/env'

import { destroyTestPayload, getTestPayload } from './helpers'

/**
 * The round trip of `npm run backup` / `npm run restore` on SQLite: content and an uploaded image,
 * backed up while Payload holds the database open, a change made after the backup, the data folder
 * wiped, restored, then read back by a new Payload over the restored files.
 */
const destino = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'))
let depois: Payload | undefined
afterAll(async () => {
  if (depois) {
    await depois.destroy()
    ;(depois.db as unknown as { client?: { close?: () => void } }).client?.close?.()
  }
  fs.rmSync(destino, { recursive: true, force: true })
})

const base = { para: 'equipe@agencia.example.com', texto: 'Corpo', papel: 'comercial' as const, situacao: 'pendente' as const }

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup e restauração (SQLite)', () => {
  it('volta exatamente ao que havia no backup: registros, imagem enviada e demais pastas de DATA_DIR', async () => {
    const payload = await getTestPayload()
    const e = env()
    const bytes = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#1a7f37' } }).png().toBuffer()
    const imagem = await payload.create({
      collection: 'imagens',
      data: { alt: 'Sede da agência' },
      file: { data: bytes, mimetype: 'image/png', name: 'sede.png', size: bytes.length },
      overrideAccess: true,
    })
    await payload.create({ collection: 'mensagens', data: { ...base, assunto: 'Antes do backup' }, overrideAccess: true })
    // Another collection's folder, as a form's attachments will have.
    fs.mkdirSync(path.join(e.dataDir, 'anexos', '2026'), { recursive: true })
    fs.writeFileSync(path.join(e.dataDir, 'anexos', '2026', 'comprovante.pdf'), '%PDF-1.4 comprovante')

    const { arquivo, arquivos } = await criarBackup({ dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), destino })
    expect(path.basename(arquivo)).toMatch(/^fomento-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/)
    expect(arquivos).toBe(2)

    // After the backup: must not survive the restore.
    await payload.create({ collection: 'mensagens', data: { ...base, assunto: 'Depois do backup' }, overrideAccess: true })
    await destroyTestPayload()
    for (const nome of fs.readdirSync(e.dataDir)) fs.rmSync(path.join(e.dataDir, nome), { recursive: true, force: true })

    const r = await restaurarBackup({ arquivo, dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), substituir: false })
    expect(r).toEqual({ arquivos: 2, anterior: undefined })

    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    depois = await getPayload({ config, key: 'restaurado' })
    const imagens = await depois.find({ collection: 'imagens', overrideAccess: true })
    expect(imagens.docs.map((d) => [d.id, d.alt, d.filename])).toEqual([[imagem.id, 'Sede da agência', 'sede.png']])
    expect(fs.readFileSync(path.join(e.dataDir, 'imagens', 'sede.png')).equals(bytes)).toBe(true)
    const mensagens = await depois.find({ collection: 'mensagens', overrideAccess: true })
    expect(mensagens.docs.map((m) => m.assunto)).toEqual(['Antes do backup'])
    expect(fs.readFileSync(path.join(e.dataDir, 'anexos', '2026', 'comprovante.pdf'), 'utf8')).toBe('%PDF-1.4 comprovante')
  })

  it('recusa restaurar por cima de dados sem --substituir; com ele, guarda os atuais ao lado', async () => {
    const e = env()
    const [arquivo] = fs.readdirSync(destino).filter((n) => n.endsWith('.tar.gz'))
    const opcoes = { arquivo: path.join(destino, arquivo!), dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, '') }
    await expect(restaurarBackup({ ...opcoes, substituir: false })).rejects.toThrow(/Já há dados em .*--substituir/)
    fs.writeFileSync(path.join(e.dataDir, 'imagens', 'so-agora.png'), 'x')
    const r = await restaurarBackup({ ...opcoes, substituir: true, agora: new Date('2026-11-24T03:00:00Z') })
    expect(r.anterior).toBe(path.join(e.dataDir, '.anterior-2026-11-24T03-00-00.000Z'))
    expect(fs.existsSync(path.join(r.anterior!, 'imagens', 'so-agora.png'))).toBe(true)
    expect(fs.existsSync(path.join(e.dataDir, 'imagens', 'so-agora.png'))).toBe(false)
    expect(fs.existsSync(path.join(e.dataDir, 'imagens', 'sede.png'))).toBe(true)
  })

  it('recusa um arquivo que não é backup, sem tocar nos dados', async () => {
    const e = env()
    const falso = path.join(destino, 'falso.tar.gz')
    const { create } = await import('tar')
    fs.mkdirSync(path.join(destino, 'x'), { recursive: true })
    fs.writeFileSync(path.join(destino, 'x', 'leia.txt'), 'nada')
    await create({ gzip: true, file: falso, cwd: path.join(destino, 'x') }, ['leia.txt'])
    const antes = fs.readdirSync(e.dataDir).sort()
    await expect(restaurarBackup({ arquivo: falso, dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), substituir: true })).rejects.toThrow('O arquivo não é um backup deste site (sem manifesto.json).')
    expect(fs.readdirSync(e.dataDir).sort()).toEqual(antes)
  })
})
