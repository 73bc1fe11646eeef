/**
 * The ombudsman form's schema (spec 3 §3 Ombudsman form, §5 Ombudsman, §8):
 * the page (react-hook-form) and POST /fas/formularioOuvidoria parse with it,
 * so the citizen and a legacy client get the same messages. Every field is
 * required; the files follow REGRAS_OUVIDORIA (PDF, DOC, DOCX, TXT; 5 MB each
 * and, unlike the legacy, 5 MB in all: docs/spec-notes.md).
 */
import { z } from '@/domain/zod'

import { CAPTCHA_AUSENTE_ATENDIMENTO } from '@/domain/formulario/erros'
import { recusaDoArquivo, REGRAS_OUVIDORIA, type ArquivoCandidato } from '@/domain/formulario/arquivos'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { esquemaDe } from '@/domain/submissao/esquema'
import { digitos } from '@/domain/validacao'

/** Spec 3 §8, forms other than the whistleblower's. */
export const MENSAGEM_CAPTCHA = CAPTCHA_AUSENTE_ATENDIMENTO
/** A hiddenDocumentos that is not the list it should be (spec 3 §5's read failure). */
export const MENSAGEM_DOCUMENTOS = 'Erro ao processar arquivo. Por favor, tente novamente.'

/** Every field is required, with the limits and rules of its definition. */
export const esquemaOuvidoria = esquemaDe(MANIFESTACAO_OUVIDORIA)

/** The first rule a list of files breaks together (total, duplicates, count), or null. */
function recusaDaLista(lista: readonly ArquivoCandidato[]): string | null {
  const aceitos: ArquivoCandidato[] = []
  for (const a of lista) {
    const recusa = recusaDoArquivo(REGRAS_OUVIDORIA, a, aceitos)
    if (recusa) return recusa
    aceitos.push(a)
  }
  return null
}

const anexoEnviado = z.object({ id: z.string().min(1).max(100), nome: z.string().max(255), tamanho: z.number().nonnegative() })

/** The page's form: the fields, the files the upload call accepted, the captcha's solution (null until solved). */
export const esquemaFormularioOuvidoria = esquemaOuvidoria.extend({
  arquivos: z.array(anexoEnviado).superRefine((lista, ctx) => {
    const recusa = recusaDaLista(lista)
    if (recusa) ctx.addIssue({ code: 'custom', message: recusa })
  }),
  captcha: z.string({ error: MENSAGEM_CAPTCHA }).min(1, MENSAGEM_CAPTCHA),
})
export type FormularioOuvidoria = Omit<z.input<typeof esquemaFormularioOuvidoria>, 'captcha'> & { captcha: string | null }

/** One file of the legacy hiddenDocumentos: its name and its content in base64 (a data: URL prefix is allowed). */
interface DocumentoLegado {
  nome: string
  bytes: Uint8Array
}

const documentoLegado = z.object({ nome: z.string().trim().min(1).max(255), conteudo: z.string().min(1) })

/** hiddenDocumentos as the legacy page posts it: one JSON list (or one JSON object per repeated field) of {nome, conteudo}. */
function lerDocumentos(valor: string | string[] | undefined): DocumentoLegado[] | null {
  const partes = (Array.isArray(valor) ? valor : valor ? [valor] : []).filter((p) => p.trim())
  const documentos: DocumentoLegado[] = []
  for (const parte of partes) {
    let json: unknown
    try {
      json = JSON.parse(parte)
    } catch {
      return null
    }
    for (const item of Array.isArray(json) ? json : [json]) {
      const d = documentoLegado.safeParse(item)
      if (!d.success) return null
      const base64 = d.data.conteudo.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '')
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return null
      documentos.push({ nome: d.data.nome, bytes: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) })
    }
  }
  return documentos
}

/**
 * The message as the call receives it: the legacy's urlencoded names
 * (g-recaptcha-response, hiddenDocumentos with base64 files) or the page's JSON
 * (captcha, arquivos: the keys the upload call answered).
 */
export const esquemaPedidoOuvidoria = esquemaOuvidoria
  .extend({
    arquivos: z.array(z.string().min(1).max(100)).max(REGRAS_OUVIDORIA.maxArquivos).optional().default([]),
    hiddenDocumentos: z.union([z.string(), z.array(z.string())]).optional(),
    captcha: z.string().max(20_000).optional(),
    'g-recaptcha-response': z.string().max(20_000).optional(),
  })
  .transform(({ captcha: _c, 'g-recaptcha-response': _g, hiddenDocumentos, ...s }, ctx) => {
    const documentos = lerDocumentos(hiddenDocumentos)
    if (!documentos) {
      ctx.addIssue({ code: 'custom', path: ['hiddenDocumentos'], message: MENSAGEM_DOCUMENTOS })
      return z.NEVER
    }
    const recusa = recusaDaLista(documentos.map((d) => ({ nome: d.nome, tamanho: d.bytes.byteLength })))
    if (recusa) {
      ctx.addIssue({ code: 'custom', path: ['hiddenDocumentos'], message: recusa })
      return z.NEVER
    }
    return { ...s, telefone: digitos(s.telefone), email: s.email.toLowerCase(), documentos }
  })
export type PedidoOuvidoria = z.output<typeof esquemaPedidoOuvidoria>
