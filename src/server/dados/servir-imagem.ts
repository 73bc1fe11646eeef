import 'server-only'

import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { CABECALHOS_ARQUIVO } from '../cabecalhos'
import { imagemPorArquivo } from './imagens'
import { env } from '../env'

const NOME_VALIDO = /^[\w\-. ()]{1,200}$/

function naoEncontrada(): Response {
  return Response.json({ message: 'Imagem não encontrada.' }, { status: 404 })
}

/**
 * Streams an uploaded image by its file name. Only files Payload knows are
 * served (no path from the URL reaches the disk), with long cache headers and an
 * ETag, and the sandboxing policy of uploaded files (cabecalhos.ts).
 */
export async function servirImagem(req: Request, nome: string): Promise<Response> {
  if (!NOME_VALIDO.test(nome) || nome.startsWith('.')) return naoEncontrada()
  const registro = await imagemPorArquivo(nome)
  if (!registro?.filename) return naoEncontrada()
  let dados: Buffer
  try {
    dados = await fs.readFile(path.join(/*turbopackIgnore: true*/ env().dataDir, 'imagens', path.basename(registro.filename)))
  } catch {
    return naoEncontrada()
  }
  const etag = `"${createHash('sha1').update(dados).digest('base64url')}"`
  const cabecalhos: Record<string, string> = {
    'Content-Type': registro.mimeType ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
    ...CABECALHOS_ARQUIVO,
  }
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: cabecalhos })
  return new Response(new Uint8Array(dados), { headers: cabecalhos })
}
