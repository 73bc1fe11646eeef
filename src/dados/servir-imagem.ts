import 'server-only'

import { CACHE_ARQUIVO_PUBLICO } from '@/server/borda/cabecalhos'
import { imagemPorArquivo } from './imagens'
import { servirArquivo } from './servir-arquivo'

const NOME_VALIDO = /^[\w\-. ()]{1,200}$/
const MENSAGEM = 'Imagem não encontrada.'

/**
 * Streams an uploaded image by its file name. Only files Payload knows are
 * served (no path from the URL reaches the disk), with long cache headers.
 */
export async function servirImagem(req: Request, nome: string): Promise<Response> {
  if (!NOME_VALIDO.test(nome) || nome.startsWith('.')) return Response.json({ message: MENSAGEM }, { status: 404 })
  const registro = await imagemPorArquivo(nome)
  if (!registro?.filename) return Response.json({ message: MENSAGEM }, { status: 404 })
  return servirArquivo(
    req,
    { pasta: 'imagens', arquivo: registro.filename, tipo: registro.mimeType ?? 'application/octet-stream', cacheControl: CACHE_ARQUIVO_PUBLICO },
    MENSAGEM,
  )
}
