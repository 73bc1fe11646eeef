import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { Forbidden, type Payload } from 'payload'

import { podeLerSubmissao } from '@/access/submissoes'

import { env } from '../../plataforma/env'
import { PASTA_ANEXOS } from './pasta'

type Usuario = { roles?: unknown } | null | undefined

/**
 * A stored attachment and its bytes, for a user of the team of the submission
 * that claimed it (administrators too). Anyone else (another team, an anonymous
 * visitor) and any unclaimed file get Payload's Forbidden (403), the same answer
 * as the file route, so the call does not tell whether the id exists.
 */
export async function lerAnexo(payload: Payload, user: Usuario, id: number | string) {
  if (!user) throw new Forbidden()
  const doc = await payload.findByID({ collection: 'anexos', id, depth: 0, overrideAccess: true, disableErrors: true })
  const colecao = doc?.submissao?.colecao
  if (!doc || !colecao || !podeLerSubmissao(user, colecao) || !doc.filename) throw new Forbidden()
  const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ env().dataDir, PASTA_ANEXOS, path.basename(doc.filename)))
  return { nome: doc.nomeOriginal, tipo: doc.mimeType ?? 'application/octet-stream', bytes }
}
