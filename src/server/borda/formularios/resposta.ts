import type { ErroDeCampo } from '@/domain/formulario/erros'
import { SUCESSO_DO_ENVIO } from '@/domain/submissao/definicao'

/**
 * The three answer shapes of the contract's forms, success and refusal alike:
 * JSON `{message, erros}` (the request modal, the simulator), the legacy HTML
 * page (ombudsman and contact: a red h4 holds the error, an element with
 * id="sucesso" means success; spec 3 §7) and plain text (digital protocol: the
 * protocol number, or the refusal's message). Every answer is no-store: it is
 * about one visitor's submission.
 */
export type FormaDeResposta = 'json' | 'html' | 'texto'

export const MENSAGEM_503 = 'Serviço temporariamente indisponível. Tente novamente em alguns minutos.'
export const MENSAGEM_500 = 'Erro interno. Tente novamente mais tarde.'

const SEM_CACHE = { 'Cache-Control': 'no-store' }

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The legacy HTML page around one message; a success may add a line under it (the ombudsman's protocol number). */
export function paginaLegada(mensagem: string, sucesso: boolean, detalhe?: string): string {
  const extra = detalhe ? `<p>${escapar(detalhe)}</p>` : ''
  const corpo = sucesso ? `<div id="sucesso"><h4>${escapar(mensagem)}</h4>${extra}</div>` : `<h4 style="color:red">${escapar(mensagem)}</h4>`
  return `<!DOCTYPE html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapar(mensagem)}</title></head><body>${corpo}</body></html>\n`
}

/** A refusal in the form's shape; `erros` only travels in JSON (the other shapes carry one message). */
/** How long a client waits before retrying when the database is down (503). */
export const ESPERA_503_SEGUNDOS = 30

export function respostaDeRecusa(forma: FormaDeResposta, status: number, message: string, erros: ErroDeCampo[] = []): Response {
  const headers: Record<string, string> = status === 503 ? { ...SEM_CACHE, 'Retry-After': String(ESPERA_503_SEGUNDOS) } : { ...SEM_CACHE }
  if (forma === 'html') return new Response(paginaLegada(message, false), { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
  if (forma === 'texto') return new Response(message, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } })
  return Response.json(erros.length ? { message, erros } : { message }, { status, headers })
}

/** The legacy success page with a line under the message (a route's registrar answers it as is). */
export function paginaDeSucesso(mensagem: string, detalhe: string): Response {
  return new Response(paginaLegada(mensagem, true, detalhe), { headers: { ...SEM_CACHE, 'Content-Type': 'text/html; charset=utf-8' } })
}

/**
 * A stored submission's success with its number to follow it up: JSON `{id, protocolo, message}` for
 * the site's page, or the legacy page with `rotuloDoNumero: number` under the message.
 */
export function sucessoComNumero(forma: FormaDeResposta, rotuloDoNumero: string) {
  return (r: { id: number | string; protocolo?: unknown }) =>
    forma === 'json' ? { id: r.id, protocolo: r.protocolo, message: SUCESSO_DO_ENVIO } : paginaDeSucesso(SUCESSO_DO_ENVIO, `${rotuloDoNumero}: ${String(r.protocolo)}`)
}

/** A success in the form's shape: JSON of the value, the HTML page with id="sucesso", or the text itself. */
export function respostaDeSucesso(forma: FormaDeResposta, valor: unknown): Response {
  if (valor instanceof Response) return valor
  if (forma === 'html') return new Response(paginaLegada(String(valor), true), { headers: { ...SEM_CACHE, 'Content-Type': 'text/html; charset=utf-8' } })
  if (forma === 'texto') return new Response(String(valor), { headers: { ...SEM_CACHE, 'Content-Type': 'text/plain; charset=utf-8' } })
  return Response.json(valor, { headers: SEM_CACHE })
}
