import 'server-only'

import { servirArquivo } from './servir-arquivo'
import { arquivoDaPublicacao } from './transparencia'

const MENSAGEM = 'Publicação não encontrada.'

/**
 * A published publication's file as a download under its real name. Not kept
 * by shared caches: a file withdrawn in the back-office must stop being served.
 */
export async function servirPublicacao(req: Request, id: number): Promise<Response> {
  const a = await arquivoDaPublicacao(id)
  if (!a) return Response.json({ message: MENSAGEM }, { status: 404 })
  return servirArquivo(req, { pasta: 'publicacoes', arquivo: a.arquivo, tipo: a.tipo, baixarComo: a.nome, cacheControl: 'no-cache' }, MENSAGEM)
}
