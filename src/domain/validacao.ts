/**
 * Validators and input masks the forms share (spec 1 §5, spec 3 §5), on top of
 * @brazilian-utils for the check digits. Pure: the browser and the server run them.
 */
import { formatCnpj, isValidCnpj, isValidCpf, isValidEmail, isValidPhone } from '@brazilian-utils/brazilian-utils'

/** Only the digits of a value. */
export function digitos(valor: string): string {
  return valor.replace(/\D/g, '')
}

/** Letters and digits of a CNPJ, upper-cased (alphanumeric CNPJs, from July 2026). */
export function caracteresCnpj(valor: string): string {
  return valor.replace(/[^0-9a-zA-Z]/g, '').toUpperCase().slice(0, 14)
}

/** A CNPJ with valid check digits, numeric or alphanumeric. */
export function cnpjValido(valor: string): boolean {
  const c = caracteresCnpj(valor)
  return c.length === 14 && isValidCnpj(c, { version: 2 })
}

/** A CPF with valid check digits (identical digits rejected). */
export function cpfValido(valor: string): boolean {
  const d = digitos(valor)
  return d.length === 11 && isValidCpf(d)
}

/** Letters and digits of a CPF or CNPJ, upper-cased, at most 14 (a CNPJ may hold letters). */
export function caracteresCpfCnpj(valor: string): string {
  return valor.replace(/[^0-9a-zA-Z]/g, '').toUpperCase().slice(0, 14)
}

/**
 * CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric: always version 2),
 * check digits verified, a value of one repeated character rejected (spec 1 §5, spec 3 §5).
 */
export function cpfOuCnpjValido(valor: string): boolean {
  const c = caracteresCpfCnpj(valor)
  if (/^(.)\1*$/.test(c)) return false
  if (/^\d{11}$/.test(c)) return isValidCpf(c)
  return c.length === 14 && isValidCnpj(c, { version: 2 })
}

/** A Brazilian phone of 10 or 11 digits with a real area code (spec 1 §5). */
export function telefoneValido(valor: string): boolean {
  const d = digitos(valor)
  return (d.length === 10 || d.length === 11) && isValidPhone(d)
}

/** An e-mail address of the usual shape. */
export function emailValido(valor: string): boolean {
  return isValidEmail(valor.trim())
}

/**
 * Mask (##)####-#### or (##)#####-#### as the visitor types (spec 1 §5); with
 * `espaco`, (##) ####-#### as the registration forms write it (spec 3 §5).
 */
export function mascaraTelefone(valor: string, { espaco = false }: { espaco?: boolean } = {}): string {
  const d = digitos(valor).slice(0, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  const meio = d.length === 11 ? 5 : 4
  const a = d.slice(2, 2 + meio)
  const b = d.slice(2 + meio)
  return `(${d.slice(0, 2)})${espaco ? ' ' : ''}${a}${b ? `-${b}` : ''}`
}

/** Mask ##.###.###/####-## as the visitor types; letters allowed (alphanumeric CNPJ). */
export function mascaraCnpj(valor: string): string {
  const c = caracteresCnpj(valor)
  return c ? formatCnpj(c, { version: 2 }) : ''
}

/** Mask ###.###.###-## as the visitor types. */
export function mascaraCpf(valor: string): string {
  const d = digitos(valor).slice(0, 11)
  return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2')
}

/**
 * Mask ###.###.###-## (CPF) or ##.###.###/####-## (CNPJ), chosen by what was typed:
 * more than 11 characters, or any letter (an alphanumeric CNPJ), is a CNPJ.
 */
export function mascaraCpfCnpj(valor: string): string {
  const c = caracteresCpfCnpj(valor)
  if (c.length > 11 || /[A-Z]/.test(c)) return mascaraCnpj(c)
  return mascaraCpf(c)
}

/** Mask 99999-999 (spec 3 §5). */
export function mascaraCep(valor: string): string {
  const d = digitos(valor).slice(0, 8)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}

/** A CEP of 8 digits. */
export function cepValido(valor: string): boolean {
  return digitos(valor).length === 8
}

/** Mask dd/mm/aaaa as the visitor types. */
export function mascaraData(valor: string): string {
  const d = digitos(valor).slice(0, 8)
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/')
}

/**
 * A phone's area code and number (spec 3 §5: with 10 or more digits the first
 * two are the DDD); null when it has fewer than 10 digits.
 */
export function dividirTelefone(valor: string): { ddd: string; numero: string } | null {
  const d = digitos(valor)
  return d.length >= 10 ? { ddd: d.slice(0, 2), numero: d.slice(2) } : null
}

const BRL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Money as the mask shows it: 'R$ 1.234,56' (spec 1 §9). */
export function formatarReais(valor: number): string {
  return `R$ ${BRL.format(valor)}`
}

/** Money mask as the visitor types: digits fill from the cents ('123456' → 'R$ 1.234,56'). */
export function mascaraReais(valor: string): string {
  const d = digitos(valor).replace(/^0+(?=\d)/, '').slice(0, 15)
  if (!d) return ''
  return formatarReais(Number(d) / 100)
}

/** The number a money mask holds ('R$ 1.234,56' → 1234.56; NaN when empty). */
export function lerReais(valor: string): number {
  const d = digitos(valor)
  return d ? Number(d) / 100 : Number.NaN
}
