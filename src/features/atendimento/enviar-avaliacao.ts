import 'server-only'

import { MENSAGENS_SATISFACAO } from '@/domain/satisfacao'
import { registrarAvaliacao } from '@/dados/satisfacao'
import { limitar } from '@/server/adaptadores/limites'
import { MENSAGEM_MULTIPART_INVALIDO } from '@/server/borda/http/corpo'
import { logger } from '@/server/plataforma/log'

const RESULTADO_DA_MENSAGEM: Record<string, string> = {
  [MENSAGENS_SATISFACAO.registrada]: 'registrada',
  [MENSAGENS_SATISFACAO.jaUsada]: 'usada',
  [MENSAGENS_SATISFACAO.invalida]: 'invalida',
  [MENSAGENS_SATISFACAO.notaFaltando]: 'nota',
}

/**
 * The survey's form, posted without scripts: stores the rating once per case and answers
 * 303 to the page with the outcome (`resultado`), so a reload never posts again. Counted
 * like the other forms (`formulario`).
 */
export async function enviarAvaliacao(req: Request): Promise<Response> {
  const bloqueio = await limitar('formulario', req)
  if (bloqueio) return bloqueio
  // A body that is no form (another Content-Type, a broken encoding) comes from no browser: 400, not a
  // failure to log (the route fuzz found it as a 503 with a stack).
  const dados = await req.formData().catch(() => null)
  if (!dados) return new Response(MENSAGEM_MULTIPART_INVALIDO, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  let token = ''
  try {
    const texto = (nome: string) => {
      const v = dados.get(nome)
      return typeof v === 'string' ? v : ''
    }
    token = texto('t').slice(0, 200)
    const r = await registrarAvaliacao(token, Number(texto('nota')), texto('comentario'))
    const destino = new URL('/atendimento-ao-cliente/avaliar', req.url)
    destino.searchParams.set('t', token)
    destino.searchParams.set('resultado', RESULTADO_DA_MENSAGEM[r.mensagem] ?? 'invalida')
    return new Response(null, { status: 303, headers: { Location: `${destino.pathname}${destino.search}` } })
  } catch (e) {
    logger().error({ err: e }, 'falha ao registrar uma avaliação de satisfação')
    return new Response('Não foi possível registrar a avaliação agora. Tente novamente mais tarde.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}
