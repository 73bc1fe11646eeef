import fs from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { create as criarTar } from 'tar'

import { SUFIXO_DO_MARCADOR } from '../../plataforma/cache/marcador-sqlite'

/**
 * `npm run backup` on SQLite: one dated .tar.gz with a consistent copy of the database and every file
 * under DATA_DIR (the upload folders of every collection), taken while the site keeps serving.
 *
 * Inside the archive:
 *   manifesto.json   format, date, the database file's name
 *   banco/site.db    the database, copied with VACUUM INTO (a read transaction: one consistent
 *                    snapshot, writers go on; the write-ahead log is folded in)
 *   dados/…          DATA_DIR as it is, without the live database files and the session secret
 *                    (a restored site asks staff to log in again; the secret is not carried around)
 */
export interface OpcoesCopia {
  dataDir: string
  /** The SQLite file (DATABASE_URL without file:). */
  arquivoBanco: string
  /** Folder where the archive is written. */
  destino: string
  agora?: Date
}

export const FORMATO_BACKUP = 1
export const MANIFESTO = 'manifesto.json'
export const PASTA_BANCO = 'banco'
export const PASTA_DADOS = 'dados'

/** Where a restore keeps the data it replaced, and where it unpacks, inside DATA_DIR (restauracao.ts). */
export const PREFIXO_ANTERIOR = '.anterior-'
export const PREFIXO_RESTAURANDO = '.restaurando-'

/**
 * Files of DATA_DIR that never go into the archive: the live database (copied apart) and its content
 * marker (a signal between processes), the secret, and what a restore left there (the data it
 * replaced, an unpacking cut short).
 */
export function foraDoBackup(relativo: string, arquivoBancoRelativo: string | undefined): boolean {
  if (relativo === '.payload-secret' || relativo.startsWith(PREFIXO_ANTERIOR) || relativo.startsWith(PREFIXO_RESTAURANDO)) return true
  if (!arquivoBancoRelativo) return false
  return ['', '-wal', '-shm', '-journal', SUFIXO_DO_MARCADOR].some((s) => relativo === arquivoBancoRelativo + s)
}

/** Whether `caminho` is `pasta` or lies under it. */
export function dentroDe(caminho: string, pasta: string): boolean {
  const r = path.relative(pasta, caminho)
  return r === '' || (!r.startsWith('..') && !path.isAbsolute(r))
}

/** `fomento-2026-11-24T02-40-05Z.tar.gz`: sorts by date, no colon (valid on every file system). */
export function nomeDoBackup(agora: Date): string {
  return `fomento-${agora.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`
}

/**
 * Mirrors `origem` into `alvo` with hard links (no second copy on disk; a copy when the two are on
 * different file systems), leaving out what `excluir` names.
 */
async function espelhar(origem: string, alvo: string, excluir: (relativo: string) => boolean, base = ''): Promise<number> {
  let arquivos = 0
  await fs.mkdir(alvo, { recursive: true })
  for (const e of await fs.readdir(origem, { withFileTypes: true })) {
    const relativo = base ? `${base}/${e.name}` : e.name
    if (excluir(relativo)) continue
    const de = path.join(origem, e.name)
    const para = path.join(alvo, e.name)
    if (e.isDirectory()) arquivos += await espelhar(de, para, excluir, relativo)
    else if (e.isFile()) {
      await fs.link(de, para).catch(() => fs.copyFile(de, para))
      arquivos++
    }
  }
  return arquivos
}

/** Writes the archive; answers its path and how many data files went in. */
export async function criarBackup(o: OpcoesCopia): Promise<{ arquivo: string; arquivos: number }> {
  const destino = path.resolve(o.destino)
  const dataDir = path.resolve(o.dataDir)
  // Inside DATA_DIR the archives would go into the next archive; a backup belongs on another disk anyway.
  if (dentroDe(destino, dataDir)) throw new Error(`O destino do backup (${destino}) não pode ficar dentro de DATA_DIR (${dataDir}).`)
  await fs.mkdir(destino, { recursive: true })
  const preparo = await fs.mkdtemp(path.join(destino, '.preparando-'))
  try {
    await fs.mkdir(path.join(preparo, PASTA_BANCO))
    // The database first: a file uploaded meanwhile may be in the archive without its record
    // (harmless), never a record without its file.
    const cliente = createClient({ url: `file:${o.arquivoBanco}` })
    try {
      await cliente.execute({ sql: 'VACUUM INTO ?', args: [path.join(preparo, PASTA_BANCO, 'site.db')] })
    } finally {
      cliente.close()
    }
    const banco = path.resolve(o.arquivoBanco)
    const bancoRelativo = dentroDe(banco, dataDir) ? path.relative(dataDir, banco).split(path.sep).join('/') : undefined
    const arquivos = await espelhar(dataDir, path.join(preparo, PASTA_DADOS), (r) => foraDoBackup(r, bancoRelativo))
    const agora = o.agora ?? new Date()
    const manifesto = { formato: FORMATO_BACKUP, criadoEm: agora.toISOString(), banco: `${PASTA_BANCO}/site.db`, arquivos }
    await fs.writeFile(path.join(preparo, MANIFESTO), JSON.stringify(manifesto, null, 2))
    const arquivo = path.join(destino, nomeDoBackup(agora))
    const temporario = `${arquivo}.parcial`
    await criarTar({ gzip: true, file: temporario, cwd: preparo, portable: true }, [MANIFESTO, PASTA_BANCO, PASTA_DADOS])
    // Renamed only when complete: an archive with the final name is never a cut one.
    await fs.rename(temporario, arquivo)
    return { arquivo, arquivos }
  } finally {
    await fs.rm(preparo, { recursive: true, force: true })
  }
}
