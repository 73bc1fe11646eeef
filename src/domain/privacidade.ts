/**
 * Masks personal data that may slip into a log message: e-mail addresses,
 * CPF/CNPJ (formatted, bare, or the alphanumeric CNPJ) and phone numbers.
 * Log lines must never carry them (LGPD); field names are redacted by the logger,
 * this catches the same data inside free text such as an error message.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu
// CNPJ 12.345.678/0001-90, alphanumeric 12.ABC.345/01DE-35 or bare; CPF 123.456.789-09 or bare 11 digits.
const CNPJ = /\b[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}\b/g
const CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g
// (51) 3284-5400, 51 99999-8888, +55 51 999998888
const TELEFONE = /(?:\+55\s?)?\(?\b\d{2}\)?\s?9?\d{4}-?\d{4}\b/g

// Reserved example domains (RFC 2606 and the Portuguese "exemplo") carry no one's data: the
// operator instructions in the log show such an address as a placeholder.
const EXEMPLO = /@(?:[\p{L}\p{N}-]+\.)*(?:example|exemplo)\./u

export function mascararDadosPessoais(texto: string): string {
  return texto
    .replace(EMAIL, (m) => (EXEMPLO.test(m) ? m : '[e-mail]'))
    .replace(CNPJ, (m) => (/\d/.test(m) && m.replace(/\W/g, '').length === 14 ? '[cnpj]' : m))
    .replace(CPF, '[cpf]')
    .replace(TELEFONE, '[telefone]')
}

/** Field names whose values are never logged, wherever they appear in a logged object. */
export const CAMPOS_PESSOAIS = [
  'cpf',
  'cnpj',
  'cpfCnpj',
  'email',
  'nome',
  'nomeCompleto',
  'razaoSocial',
  'telefone',
  'celular',
  'senha',
  'password',
  'relato',
  'mensagem',
  'endereco',
] as const
