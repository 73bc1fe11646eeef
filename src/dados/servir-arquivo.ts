import 'server-only'

import { createHash } from 'node:crypto'

import { lerArquivoEnviado } from '@/server/adaptadores/armazenamento/ler'
import { CABECALHOS_ARQUIVO } from '@/server/borda/cabecalhos'

export interface ArquivoNoDisco {
  /** The upload collection (its folder under DATA_DIR, or its prefix on the S3 store). */
  pasta: string
  /** The stored file name Payload recorded (never a path from the URL). */
  arquivo: string
  tipo: string
  /** Send as a download under this name instead of showing inline. */
  baixarComo?: string
  cacheControl: string
}

const naoEncontrado = (mensagem: string) => Response.json({ message: mensagem }, { status: 404 })

/** "attachment" with the real name, ASCII fallback plus RFC 5987 UTF-8 form. */
function disposicao(nome: string): string {
  const ascii = nome.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`
}

/**
 * Streams an uploaded file with an ETag and the sandboxing headers of uploaded
 * files (cabecalhos.ts); 404 with `mensagem` when it is not stored.
 */
export async function servirArquivo(req: Request, a: ArquivoNoDisco, mensagem: string): Promise<Response> {
  const dados = await lerArquivoEnviado(a.pasta, a.arquivo)
  if (!dados) return naoEncontrado(mensagem)
  const etag = `"${createHash('sha1').update(dados).digest('base64url')}"`
  const cabecalhos: Record<string, string> = {
    'Content-Type': a.tipo,
    'Cache-Control': a.cacheControl,
    ETag: etag,
    ...CABECALHOS_ARQUIVO,
    ...(a.baixarComo ? { 'Content-Disposition': disposicao(a.baixarComo) } : {}),
  }
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: cabecalhos })
  return new Response(new Uint8Array(dados), { headers: cabecalhos })
}
