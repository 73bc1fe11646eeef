/**
 * The registration forms' draft in the browser (issue 32): kept only when the
 * person opts in, in this browser's localStorage, never sent anywhere. Only the
 * catalogue's typed answers are kept: never attachments (files) nor the captcha,
 * and nothing the catalogue does not name. Pure over a storage: the unit tests
 * pass their own.
 */
import type { Catalogo, Valores } from '@/domain/formulario/catalogo'

/** The part of the Web Storage API the draft uses (window.localStorage in the browser). */
export type Armazem = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface Rascunho {
  valores: Valores
  /** When it was last saved (ms since the epoch): the notice on return says it. */
  salvoEm: number
}

/** The storage key of a form's draft ('rascunho:cadastro-pf'). */
export const chaveDoRascunho = (formulario: string) => `rascunho:${formulario}`

/** Widgets whose values never go to the draft: files and the single-use captcha. */
const NUNCA_GUARDADOS = new Set(['anexos', 'captcha'])

/** A value a person typed or chose: text, number, yes/no, empty, or a list of choices. */
function guardavel(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true
  if (typeof v === 'number') return Number.isFinite(v)
  return Array.isArray(v) && v.every((x) => typeof x === 'string')
}

/** The values the draft may hold: the catalogue's fields except files and captcha, plain values only. */
export function valoresGuardaveis(c: Catalogo, v: Valores): Valores {
  const r: Valores = {}
  for (const d of c.campos) {
    if (NUNCA_GUARDADOS.has(d.widget) || !(d.nome in v)) continue
    if (guardavel(v[d.nome])) r[d.nome] = v[d.nome]
  }
  return r
}

/** Saves the form's draft; false when the storage refuses (full, blocked, private mode). */
export function gravarRascunho(armazem: Armazem, formulario: string, c: Catalogo, v: Valores, agora = Date.now()): boolean {
  try {
    armazem.setItem(chaveDoRascunho(formulario), JSON.stringify({ valores: valoresGuardaveis(c, v), salvoEm: agora }))
    return true
  } catch {
    return false
  }
}

/** The saved draft, filtered again by the catalogue (an edited entry brings nothing else); null when none or damaged. */
export function lerRascunho(armazem: Armazem, formulario: string, c: Catalogo): Rascunho | null {
  try {
    const salvo = JSON.parse(armazem.getItem(chaveDoRascunho(formulario)) ?? 'null') as Partial<Rascunho> | null
    if (!salvo || typeof salvo.valores !== 'object' || salvo.valores === null || typeof salvo.salvoEm !== 'number') return null
    return { valores: valoresGuardaveis(c, salvo.valores), salvoEm: salvo.salvoEm }
  } catch {
    return null
  }
}

/** Deletes the form's draft (sent, discarded, or the person no longer wants it kept). */
export function apagarRascunho(armazem: Armazem, formulario: string): void {
  try {
    armazem.removeItem(chaveDoRascunho(formulario))
  } catch {
    // Storage blocked: there is nothing stored either.
  }
}
