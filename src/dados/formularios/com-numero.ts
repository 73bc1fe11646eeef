import 'server-only'

import type { z } from 'zod'

import { CAPTCHA_AUSENTE_ATENDIMENTO } from '@/domain/formulario/erros'
import { sucessoComNumero, type FormaDeResposta } from '@/server/borda/formularios/resposta'

import type { ColecaoSubmissao, Registro } from '../submissoes'
import type { DefinicaoDeFormulario, EntradaRegistrar } from './rota'

/** What a customer-service channel's form declares; the rest of its two calls is the same for every channel. */
export interface FormularioComNumero<S extends z.ZodType> {
  nome: string
  esquema: S
  colecao: ColecaoSubmissao
  /** The line under the legacy page's success message: `${rotuloDoNumero}: ${numero}`. */
  rotuloDoNumero: string
  conteudo?: (dados: z.output<S>) => unknown
  /** Bytes each call's body may have, where the default (LIMITE_PADRAO) is not enough. */
  limiteBytes?: Partial<Record<'html' | 'json', number>>
  /** Stores the submission; the stored record's number is the answer. */
  registrar: (entrada: EntradaRegistrar<z.output<S>>) => Promise<Registro>
}

/**
 * A customer-service channel's form that gives the citizen a number to follow up (contact, ombudsman;
 * spec 3 §7): the legacy call, answering the legacy page (red h4, or id="sucesso" with the number under
 * it), and the site's JSON call (`{id, protocolo, message}`), with the channels' captcha message and one
 * idempotency, so a submission sent twice, by either call, is stored once and answered with its number.
 */
export function formularioComNumero<S extends z.ZodType>(f: FormularioComNumero<S>): Record<'html' | 'json', DefinicaoDeFormulario<S>> {
  const definicao = (resposta: Extract<FormaDeResposta, 'html' | 'json'>): DefinicaoDeFormulario<S> => {
    const sucesso = sucessoComNumero(resposta, f.rotuloDoNumero)
    return {
      nome: f.nome,
      esquema: f.esquema,
      captcha: true,
      mensagemCaptchaAusente: CAPTCHA_AUSENTE_ATENDIMENTO,
      resposta,
      limiteBytes: f.limiteBytes?.[resposta],
      idempotencia: { colecao: f.colecao, conteudo: f.conteudo, repetida: sucesso },
      registrar: async (entrada) => sucesso(await f.registrar(entrada)),
    }
  }
  return { html: definicao('html'), json: definicao('json') }
}
