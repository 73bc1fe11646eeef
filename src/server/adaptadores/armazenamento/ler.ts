import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3'

import { env } from '../../plataforma/env'
import { ambienteDoArmazenamento } from './ambiente'
import { chaveDoObjeto, criarClienteS3 } from './s3'

let cliente: S3Client | undefined

/**
 * The bytes of an uploaded file of collection `colecao` (its folder under DATA_DIR, or its prefix in
 * the bucket), for the legacy routes that serve files themselves; null when it is not there. A store
 * that does not answer is an error (the route answers 500/503), not a missing file.
 */
export async function lerArquivoEnviado(colecao: string, arquivo: string): Promise<Buffer | null> {
  const { s3 } = ambienteDoArmazenamento.atual()
  // The stored name Payload recorded, never a path.
  const nome = path.basename(arquivo)
  if (!s3) return fs.readFile(path.join(/*turbopackIgnore: true*/ env().dataDir, colecao, nome)).catch(() => null)
  cliente ??= criarClienteS3(s3)
  try {
    const r = await cliente.send(new GetObjectCommand({ Bucket: s3.bucket, Key: chaveDoObjeto(colecao, nome) }))
    return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : null
  } catch (erro) {
    if (erro instanceof NoSuchKey) return null
    throw erro
  }
}
