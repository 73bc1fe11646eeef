/**
 * The digital protocol's schema (spec 3 §3, §5 Digital protocol): the page's
 * form (react-hook-form) and POST /fas/protocoloDigital/enviar parse with the
 * same rules, so the citizen and a legacy client get the same messages. The spec
 * names no message for these fields: they are the whistleblower form's, the
 * sibling form with the same fields (docs/spec-notes.md).
 */
import { z } from '@/domain/zod'

import { normalizarProtocolo } from '@/domain/protocolo/numero'
import { MAXIMO_NUMERO_DIGITADO, PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { esquemaDe } from '@/domain/submissao/esquema'
import { caracteresCpfCnpj, digitos } from '@/domain/validacao'

import { MENSAGENS_PROTOCOLO } from './mensagens'

const M = MENSAGENS_PROTOCOLO

/** The citizen's fields, the same for a new protocol and for documents added to one (the area optional: spec 3 §5). */
const campos = esquemaDe(PROTOCOLO_DIGITAL).shape

/** An existing protocol's number, as typed: it must read as one (the lookup then says whether it exists). */
const numeroDigitado = z
  .string()
  .trim()
  .max(MAXIMO_NUMERO_DIGITADO, M.protocoloInexistente)
  .refine((v) => !v || normalizarProtocolo(v) !== null, M.protocoloInexistente)

/** A file the upload call accepted, as the page holds it (CampoAnexos). */
const anexoEnviado = z.object({ id: z.string().min(1), nome: z.string(), tamanho: z.number() })

/** The page's form: the box 'Anexar a um protocolo já existente' reveals the number, then required. */
export const esquemaFormularioProtocolo = z
  .object({
    anexarExistente: z.boolean(),
    protocolo: numeroDigitado,
    ...campos,
    arquivos: z.array(anexoEnviado).min(1, M.semDocumento),
    captcha: z.string({ error: M.captcha }).min(1, M.captcha),
  })
  .superRefine((v, ctx) => {
    if (v.anexarExistente && !v.protocolo) ctx.addIssue({ code: 'custom', path: ['protocolo'], message: M.protocoloObrigatorio })
  })
export type FormularioProtocolo = Omit<z.input<typeof esquemaFormularioProtocolo>, 'captcha'> & { captcha: string | null }

/** One id, or the list a repeated urlencoded field becomes. */
const listaDeIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(64)).max(40).min(1, M.semDocumento))

/**
 * A submission as POST /fas/protocoloDigital/enviar receives it: the spec's
 * urlencoded fields (gRecaptchaResponse) or the page's JSON (captcha), and the
 * ids the upload call answered (`arquivos`, one or many; a legacy client's files
 * are found by its upload cookie instead: servidor.ts). An empty `protocolo` asks
 * for a new protocol; a number adds the documents to that protocol.
 */
export const esquemaPedidoProtocolo = z
  .object({
    protocolo: numeroDigitado.optional().default(''),
    ...campos,
    arquivos: listaDeIds,
    captcha: z.string().max(20_000).optional(),
    gRecaptchaResponse: z.string().max(20_000).optional(),
  })
  .transform(({ captcha: _c, gRecaptchaResponse: _g, ...p }) => ({
    ...p,
    protocolo: p.protocolo ? normalizarProtocolo(p.protocolo) : null,
    cpfcnpj: caracteresCpfCnpj(p.cpfcnpj),
    telefone: digitos(p.telefone),
    email: p.email.toLowerCase(),
    // Unique ids, in the order sent.
    arquivos: [...new Set(p.arquivos)],
  }))
export type PedidoProtocolo = z.output<typeof esquemaPedidoProtocolo>
