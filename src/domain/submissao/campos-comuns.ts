/**
 * Fields several kinds ask the same way (spec 3 §5): one entry each, which a
 * definition spreads and adds to ({ ...EMAIL, busca: true }).
 */
import type { CampoDeSubmissao } from './definicao'

/** A person's or company's name: 3 to 100 characters, a list column, searched. */
export const NOME = {
  nome: 'nome',
  rotulo: 'Nome',
  widget: 'texto',
  autoComplete: 'name',
  maxLength: 100,
  minLength: 3,
  obrigatorio: true,
  coluna: true,
  busca: true,
  dadoPessoal: 'nome',
} as const satisfies CampoDeSubmissao

export const EMAIL = {
  nome: 'email',
  rotulo: 'E-mail',
  widget: 'texto',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: 100,
  regra: 'email',
  obrigatorio: true,
  dadoPessoal: 'e-mail',
} as const satisfies CampoDeSubmissao

/** (##)####-#### or (##)#####-####: 13 or 14 characters as masked, a real area code. */
export const TELEFONE = {
  nome: 'telefone',
  rotulo: 'Telefone',
  widget: 'mascarado',
  mascara: 'telefone',
  autoComplete: 'tel',
  maximo: 14,
  regra: 'telefone',
  obrigatorio: true,
  dadoPessoal: 'telefone',
} as const satisfies CampoDeSubmissao

export const CAPTCHA = { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true } as const satisfies CampoDeSubmissao
