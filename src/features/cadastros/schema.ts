/**
 * The registration forms' schemas (spec 3 §3, §5), shared by the browser
 * (react-hook-form) and POST /site-api/formulario/uploadNeutro. Each field only
 * has its type here, so no field fails on its own and the whole-form rules
 * (regras-pf.ts, regras-pj.ts) always run: every message shows at once, the
 * cross-field ones too. Today is read at each parse, in Brazil's time.
 */
import { z } from '@/domain/zod'

import { aplicarRegras, type Catalogo, type Valores } from '@/domain/formulario/catalogo'
import { hojeNoBrasil } from '@/domain/formulario/datas'
import type { ErroDeCampo } from '@/domain/formulario/erros'
import { caracteresCnpj, digitos, dividirTelefone } from '@/domain/validacao'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { CAMPOS_PJ } from '@/domain/cadastro/campos-pj'
import { errosCadastroPf } from './regras-pf'
import { errosCadastroPj } from './regras-pj'
import { camposSigla } from './siglas'

const textoLivre = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim())
const caixa = z
  .boolean()
  .nullish()
  .transform((v) => v === true)
const valor = z
  .number()
  .nullish()
  .transform((v) => v ?? null)

/** One zod type per catalogue field, by widget; `extras` are payload fields the page fills without showing (the document's acronym). */
function formaDe(c: Catalogo, extras: readonly string[]) {
  const forma: Record<string, z.ZodType> = {}
  for (const d of c.campos) forma[d.nome] = d.widget === 'caixa' ? caixa : d.widget === 'dinheiro' ? valor : textoLivre
  for (const e of extras) forma[e] = textoLivre
  return forma
}

function comRegras<T extends z.ZodType<Valores>>(esquema: T, regras: (v: Valores, hoje: Date) => ErroDeCampo[], agora: () => Date) {
  return esquema.superRefine((v, ctx) => {
    for (const e of regras(v, hojeNoBrasil(agora()))) ctx.addIssue({ code: 'custom', path: [e.campo], message: e.mensagem })
  })
}

const SIGLAS_PF = camposSigla('fisica')
const SIGLAS_PJ = camposSigla('juridica')

export function criarEsquemaPf(agora: () => Date = () => new Date()) {
  return comRegras(z.object(formaDe(CAMPOS_PF, SIGLAS_PF)), errosCadastroPf, agora)
}
export function criarEsquemaPj(agora: () => Date = () => new Date()) {
  return comRegras(z.object(formaDe(CAMPOS_PJ, SIGLAS_PJ)), errosCadastroPj, agora)
}
export const esquemaCadastroPf = criarEsquemaPf()
export const esquemaCadastroPj = criarEsquemaPj()

/** A phone's payload parts (spec 3 §3, §5): area code, number, and the masked text. */
function partesTelefone(formatado: string) {
  const p = dividirTelefone(formatado)
  return { ddd: p?.ddd ?? '', numero: p?.numero ?? '', formatado }
}

/** The phones of a payload: [masked field, ddd field, number field]. */
const TELEFONES_PF = [
  ['telefoneContatoFormatadoBeneficiario', 'dddTelefoneContatoBeneficiario', 'telefoneContatoBeneficiario'],
  ['telefoneContatoFormatadoConjuge', 'dddTelefoneContatoConjuge', 'telefoneContatoConjuge'],
] as const
const TELEFONES_PJ = [
  ['telefoneRepresentanteLegalFormatado', 'dddTelefoneRepresentanteLegal', 'telefoneRepresentanteLegal'],
  ['telefoneContatoPrincipalFormatado', 'dddTelefoneContatoPrincipal', 'telefoneContatoPrincipal'],
  ['telefoneContatoSecundarioFormatado', 'dddTelefoneContatoSecundario', 'telefoneContatoSecundario'],
] as const

/**
 * A legacy client sends the phone as ddd + number without the masked text:
 * that pair stands for it. Then the catalogue's rules clear what the browser
 * would have cleared (a hidden spouse, a foreign-born's UF), before parsing.
 */
function preparar(c: Catalogo, telefones: readonly (readonly [string, string, string])[]) {
  return (entrada: unknown) => {
    if (!entrada || typeof entrada !== 'object' || Array.isArray(entrada)) return entrada
    const v: Valores = { ...(entrada as Valores) }
    for (const [formatado, ddd, numero] of telefones)
      if (!v[formatado] && typeof v[ddd] === 'string' && typeof v[numero] === 'string') v[formatado] = `${v[ddd]}${v[numero]}`
    return aplicarRegras(c, v)
  }
}

function comTelefones<V extends Record<string, unknown>>(v: V, telefones: readonly (readonly [string, string, string])[]) {
  const r: Record<string, unknown> = { ...v }
  for (const [formatado, ddd, numero] of telefones) {
    const p = partesTelefone(typeof v[formatado] === 'string' ? v[formatado] : '')
    r[ddd] = p.ddd
    r[numero] = p.numero
  }
  return r
}

export function criarEsquemaUploadNeutro(agora: () => Date = () => new Date()) {
  const pf = z.preprocess(
    preparar(CAMPOS_PF, TELEFONES_PF),
    criarEsquemaPf(agora).transform((v) => ({
      ...comTelefones(v, TELEFONES_PF),
      tipoFormulario: 'fisica' as const,
      cpfBeneficiario: digitos(String(v.cpfBeneficiario)),
      cpfConjuge: digitos(String(v.cpfConjuge)),
    })),
  )
  const pj = z.preprocess(
    preparar(CAMPOS_PJ, TELEFONES_PJ),
    criarEsquemaPj(agora).transform((v) => ({
      ...comTelefones(v, TELEFONES_PJ),
      tipoFormulario: 'juridica' as const,
      // Letters stay: an alphanumeric CNPJ.
      cnpjEntidade: caracteresCnpj(String(v.cnpjEntidade)),
      cpfRepresentanteLegal: digitos(String(v.cpfRepresentanteLegal)),
    })),
  )
  // The kind picks the form; its issues are passed on as they are (paths are the form's field names).
  return z.unknown().transform((entrada, ctx): CadastroRecebido => {
    const tipo = entrada && typeof entrada === 'object' ? (entrada as Valores).tipoFormulario : undefined
    const esquema = tipo === 'fisica' ? pf : tipo === 'juridica' ? pj : null
    if (!esquema) {
      ctx.addIssue({
        code: 'custom',
        path: ['tipoFormulario'],
        message: MENSAGEM_TIPO_FORMULARIO,
      })
      return z.NEVER
    }
    const r = esquema.safeParse(entrada)
    if (!r.success) {
      for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message })
      return z.NEVER
    }
    return r.data
  })
}

export const MENSAGEM_TIPO_FORMULARIO = "tipoFormulario deve ser 'fisica' ou 'juridica'."
export const esquemaUploadNeutro = criarEsquemaUploadNeutro()
/** A registration as stored and e-mailed: the form's fields, the phones' parts and the kind. */
export type CadastroRecebido = Record<string, unknown> & { tipoFormulario: 'fisica' | 'juridica' }
