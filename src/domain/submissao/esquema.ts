/**
 * A submission's zod schema, derived from its definition (definicao.ts): the
 * page (react-hook-form) and the server's route parse with it, so both give the
 * same messages. A required field absent or blank gets 'Campo X é obrigatório'
 * and only that; a filled one is checked by its length, its options and its
 * named rule, and gets the field's own message ('X inválido').
 */
import { z } from '@/domain/zod'

import { cnpjValido, cpfOuCnpjValido, emailValido, telefoneValido } from '../validacao'
import { camposGuardados, mensagemDeInvalido, type CampoDeSubmissao, type DefinicaoDeSubmissao, type NomeRegra } from './definicao'

const REGRAS: Record<NomeRegra, (v: string) => boolean> = {
  cpfCnpj: cpfOuCnpjValido,
  cnpj: cnpjValido,
  telefone: telefoneValido,
  email: emailValido,
  // A state's two letters (the page's hint says so; the capitals come from `maiusculas`).
  uf: (v) => /^[A-Z]{2}$/.test(v),
}

/** Whether a filled value keeps every rule of its field (its length too, unless an over-long one has its own message). */
function valido(c: CampoDeSubmissao, v: string): boolean {
  const maximo = c.excede ? undefined : (c.maxLength ?? c.maximo)
  if (maximo !== undefined && v.length > maximo) return false
  if (c.minLength !== undefined && v.length < c.minLength) return false
  if (c.opcoes && !c.opcoes.some((o) => o.valor === v)) return false
  return c.regra ? REGRAS[c.regra](v) : true
}

/** Trimmed text; an over-long value's own message when the field has one. */
function texto(c: CampoDeSubmissao, erro?: string): z.ZodString {
  const t = z.string(erro ? { error: erro } : undefined).trim()
  const maximo = c.maxLength ?? c.maximo
  if (!c.excede || maximo === undefined) return t
  return t.max(maximo, typeof c.excede === 'string' ? c.excede : `${c.rotulo} não pode exceder ${maximo} caracteres`)
}

/** An amount (dinheiro, numero): a finite number above zero, up to `maximo`; any other value, absent too, is invalid. */
function quantia(c: CampoDeSubmissao, invalido: string): z.ZodType {
  const n = z.number({ error: invalido }).finite(invalido).gt(0, invalido)
  const q = c.maximo === undefined ? n : n.max(c.maximo, invalido)
  return c.obrigatorio ? q : q.optional()
}

function tipoDoCampo(c: CampoDeSubmissao): z.ZodType {
  const invalido = mensagemDeInvalido(c)
  if (c.widget === 'dinheiro' || c.widget === 'numero') return quantia(c, invalido)
  const regras = (t: z.ZodType<string, string | undefined>) =>
    (c.maiusculas ? t.transform((v) => v.toUpperCase()) : t).refine((v) => !v || valido(c, v), invalido)
  if (!c.obrigatorio) return regras(texto(c).optional().transform((v) => v ?? ''))
  const faltando = c.faltando ?? `Campo ${c.rotulo} é obrigatório`
  return regras(texto(c, c.ausente ?? faltando).min(1, faltando))
}

type Campos<D> = D extends { campos: readonly (infer C)[] } ? C : never
/** The stored fields' names, split by whether they are required. */
type Guardado<C> = C extends { widget: 'captcha' | 'anexos' } | { soNaPagina: true } ? false : true
type Obrigatorios<D> = Campos<D> extends infer C ? (C extends { nome: infer N extends string; obrigatorio: true } ? (Guardado<C> extends true ? N : never) : never) : never
type Opcionais<D> = Campos<D> extends infer C ? (C extends { nome: infer N extends string } ? (Guardado<C> extends true ? N : never) : never) : never

/** An amount is a number, every other stored field text. */
type ValorDe<D, N> = Extract<Campos<D>, { nome: N }> extends { widget: 'dinheiro' | 'numero' } ? number : string

export type FormaDe<D> = { [K in Obrigatorios<D>]: z.ZodType<ValorDe<D, K>, ValorDe<D, K>> } & {
  // An optional text left out is '' (kept as sent); an optional amount stays absent.
  [K in Exclude<Opcionais<D>, Obrigatorios<D>>]: z.ZodType<ValorDe<D, K> extends number ? number | undefined : string, ValorDe<D, K> | undefined>
}

/** The schema of the fields a submission stores (the attachments and the captcha are each form's own). */
export function esquemaDe<const D extends DefinicaoDeSubmissao>(d: D): z.ZodObject<FormaDe<D>> {
  const forma: Record<string, z.ZodType> = {}
  for (const c of camposGuardados(d)) forma[c.nome] = tipoDoCampo(c)
  return z.object(forma) as unknown as z.ZodObject<FormaDe<D>>
}
