import fs from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { extract as extrairTar } from 'tar'

import { dentroDe, FORMATO_BACKUP, MANIFESTO, PASTA_DADOS, PREFIXO_ANTERIOR, PREFIXO_RESTAURANDO } from './copia'

/**
 * `npm run restore -- ARCHIVE`: puts an archive of `npm run backup` back in place, with the server
 * stopped. The archive is unpacked and checked (manifest, SQLite integrity) before anything of the
 * current data is touched. Current data is never deleted: with `substituir` it is moved to
 * DATA_DIR/.anterior-<date>/ (inside DATA_DIR, so it works when DATA_DIR is a mounted volume, and left
 * out of later backups); without it, a restore over existing data is refused.
 */
export interface OpcoesRestauracao {
  arquivo: string
  dataDir: string
  arquivoBanco: string
  substituir: boolean
  agora?: Date
}

interface Manifesto {
  formato: number
  banco: string
}

const SEGREDO = '.payload-secret'
const LATERAIS = ['-wal', '-shm', '-journal']

const existe = (p: string) => fs.stat(p).then(() => true, () => false)

/** Renames, or copies then deletes when `de` and `para` are on different file systems. */
async function mover(de: string, para: string): Promise<void> {
  try {
    await fs.rename(de, para)
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code !== 'EXDEV') throw erro
    await fs.cp(de, para, { recursive: true })
    await fs.rm(de, { recursive: true, force: true })
  }
}

async function lerManifesto(pasta: string): Promise<Manifesto> {
  let m: Partial<Manifesto>
  try {
    m = JSON.parse(await fs.readFile(path.join(pasta, MANIFESTO), 'utf8')) as Partial<Manifesto>
  } catch {
    throw new Error('O arquivo não é um backup deste site (sem manifesto.json).')
  }
  if (m.formato !== FORMATO_BACKUP) throw new Error(`Formato de backup ${String(m.formato)} desconhecido (esperado ${FORMATO_BACKUP}).`)
  if (typeof m.banco !== 'string' || !dentroDe(path.resolve(pasta, m.banco), pasta)) throw new Error('O manifesto do backup não indica o banco de dados.')
  return m as Manifesto
}

async function verificarBanco(arquivo: string): Promise<void> {
  if (!(await existe(arquivo))) throw new Error('O backup não contém o banco de dados.')
  const cliente = createClient({ url: `file:${arquivo}` })
  try {
    const r = await cliente.execute('PRAGMA integrity_check')
    const valor = r.rows[0]?.[0]
    const resultado = typeof valor === 'string' ? valor : 'sem resposta'
    if (resultado !== 'ok') throw new Error(`O banco de dados do backup está corrompido (${resultado.slice(0, 200)}).`)
  } finally {
    cliente.close()
  }
}

/** Restores the archive; answers how many data files came back and where the replaced data went. */
export async function restaurarBackup(o: OpcoesRestauracao): Promise<{ arquivos: number; anterior?: string }> {
  const dataDir = path.resolve(o.dataDir)
  const banco = path.resolve(o.arquivoBanco)
  await fs.mkdir(dataDir, { recursive: true })
  const unpack = await fs.mkdtemp(path.join(dataDir, PREFIXO_RESTAURANDO))
  try {
    // Only files and folders, never links or devices; node-tar already refuses absolute paths and '..'.
    await extrairTar({ file: o.arquivo, cwd: unpack, strict: true, filter: (_p, e) => 'type' in e && (e.type === 'File' || e.type === 'Directory') })
    const manifesto = await lerManifesto(unpack)
    const novoBanco = path.join(unpack, manifesto.banco)
    await verificarBanco(novoBanco)

    const atuais = (await fs.readdir(dataDir)).filter((n) => n !== SEGREDO && !n.startsWith(PREFIXO_RESTAURANDO) && !n.startsWith(PREFIXO_ANTERIOR))
    const bancoFora = !dentroDe(banco, dataDir)
    const temDados = atuais.length > 0 || (await existe(banco))
    if (temDados && !o.substituir) {
      throw new Error(`Já há dados em ${dataDir}. Pare o servidor e use --substituir (os dados atuais são guardados em ${dataDir}/${PREFIXO_ANTERIOR}<data>).`)
    }
    let anterior: string | undefined
    if (temDados) {
      anterior = path.join(dataDir, `${PREFIXO_ANTERIOR}${(o.agora ?? new Date()).toISOString().replace(/:/g, '-')}`)
      await fs.mkdir(anterior)
      for (const nome of atuais) await fs.rename(path.join(dataDir, nome), path.join(anterior, nome))
      if (bancoFora) {
        for (const s of ['', ...LATERAIS]) if (await existe(banco + s)) await mover(banco + s, path.join(anterior, path.basename(banco) + s))
      }
    }
    let arquivos = 0
    const dados = path.join(unpack, PASTA_DADOS)
    if (await existe(dados)) {
      arquivos = (await fs.readdir(dados, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
      for (const nome of await fs.readdir(dados)) await fs.rename(path.join(dados, nome), path.join(dataDir, nome))
    }
    await fs.mkdir(path.dirname(banco), { recursive: true })
    await mover(novoBanco, banco)
    return { arquivos, anterior }
  } finally {
    await fs.rm(unpack, { recursive: true, force: true })
  }
}
