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

/** CPF (11 digits) or CNPJ (14), check digits verified, sequences of one digit rejected (spec 1 §5). */
export function cpfOuCnpjValido(valor: string): boolean {
  const d = digitos(valor)
  if (/^(\d)\1*$/.test(d)) return false
  return d.length === 11 ? isValidCpf(d) : d.length === 14 && isValidCnpj(d)
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

/** Mask (##)####-#### or (##)#####-#### as the visitor types (spec 1 §5). */
export function mascaraTelefone(valor: string): string {
  const d = digitos(valor).slice(0, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  const meio = d.length === 11 ? 5 : 4
  const a = d.slice(2, 2 + meio)
  const b = d.slice(2 + meio)
  return `(${d.slice(0, 2)})${a}${b ? `-${b}` : ''}`
}

/** Mask ##.###.###/####-## as the visitor types; letters allowed (alphanumeric CNPJ). */
export function mascaraCnpj(valor: string): string {
  const c = caracteresCnpj(valor)
  return c ? formatCnpj(c, { version: 2 }) : ''
}

/** Mask ###.###.###-## (CPF) or ##.###.###/####-## (CNPJ), chosen by the number of digits. */
export function mascaraCpfCnpj(valor: string): string {
  const d = digitos(valor).slice(0, 14)
  if (d.length > 11) return mascaraCnpj(d)
  return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2')
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
