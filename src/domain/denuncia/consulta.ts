/**
 * The reporter's lookup as the page reads it (spec 3 §3 Report lookup, §8):
 * the answer's shape and the one message for each way it can go wrong. Pure,
 * so the messages are tested without a browser.
 */
import { semPrefixoDeCampo } from '../formulario/erros'

/** A message of the conversation between the team and the reporter (beyond the spec). */
export interface MensagemDaConversa {
  autor: 'equipe' | 'denunciante'
  /** ISO instant. */
  data: string
  texto: string
  /** Names of the files the reporter added with this message. */
  anexos: string[]
}

/** One line of the lookup's answer: the spec's five keys, and the conversation. */
export interface ResultadoConsulta {
  reportContent: string
  registerDate: string
  status: string
  observation: string
  closeDate: string
  mensagens?: MensagemDaConversa[]
}

export const MENSAGENS_CONSULTA = {
  erro: 'Erro ao consultar denúncia',
  processar: 'Erro ao processar resposta do servidor',
  formato: 'Formato de resposta inválido',
  nenhuma: 'Nenhuma denúncia encontrada com este protocolo.',
} as const

export type LeituraConsulta = { ok: true; resultado: ResultadoConsulta } | { ok: false; mensagem: string; campo?: string }

/**
 * What the page shows for an answer: the report, or the spec's message. A
 * refusal's own message (a captcha refused, too many lookups) is shown as the
 * server wrote it; a failure without one is 'Erro ao consultar denúncia'.
 */
export function lerRespostaConsulta(status: number, texto: string): LeituraConsulta {
  let corpo: unknown
  try {
    corpo = JSON.parse(texto)
  } catch {
    return { ok: false, mensagem: status >= 200 && status < 300 ? MENSAGENS_CONSULTA.processar : MENSAGENS_CONSULTA.erro }
  }
  if (status < 200 || status >= 300) {
    const c = (corpo ?? {}) as { message?: unknown; error?: { message?: unknown }; erros?: { campo?: unknown }[] }
    const mensagem = typeof c.message === 'string' ? c.message : typeof c.error?.message === 'string' ? c.error.message : null
    const campo = Array.isArray(c.erros) && typeof c.erros[0]?.campo === 'string' ? c.erros[0].campo : undefined
    return { ok: false, mensagem: mensagem ? semPrefixoDeCampo(mensagem) : MENSAGENS_CONSULTA.erro, campo }
  }
  if (!Array.isArray(corpo)) return { ok: false, mensagem: MENSAGENS_CONSULTA.formato }
  const primeiro = corpo[0] as ResultadoConsulta | undefined
  if (!primeiro) return { ok: false, mensagem: MENSAGENS_CONSULTA.nenhuma }
  if (typeof primeiro !== 'object' || typeof primeiro.status !== 'string') return { ok: false, mensagem: MENSAGENS_CONSULTA.formato }
  return { ok: true, resultado: primeiro }
}
