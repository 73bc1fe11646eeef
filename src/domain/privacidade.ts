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
  // Each pattern needs an @ or a digit: most texts (log messages, paths) have neither and skip the four passes.
  if (!/[\d@]/.test(texto)) return texto
  return texto
    .replace(EMAIL, (m) => (EXEMPLO.test(m) ? m : '[e-mail]'))
    .replace(CNPJ, (m) => (/\d/.test(m) && m.replace(/\W/g, '').length === 14 ? '[cnpj]' : m))
    .replace(CPF, '[cpf]')
    .replace(TELEFONE, '[telefone]')
}

/**
 * Words that make a field personal wherever they appear in its name, so the
 * forms' fields (`nome`, `cpfCnpj`, `emailSolicitante`, `telefoneComercial`,
 * `enderecoEmpresa`, `nome_mae`…) are covered without a list kept per form.
 * A name is split into words at case changes, digits and separators.
 */
const PALAVRAS_PESSOAIS = new Set([
  'cpf', 'cnpj', 'rg', 'pis', 'nis', 'ctps', 'documento',
  'nome', 'razao', 'empresa', 'mae', 'pai', 'conjuge', 'nascimento', 'sexo', 'genero',
  'email', 'telefone', 'celular', 'fone', 'whatsapp', 'contato',
  'endereco', 'logradouro', 'numero', 'complemento', 'bairro', 'cep', 'municipio', 'cidade',
  'mensagem', 'descricao', 'denuncia', 'denunciado', 'denunciados', 'relato', 'assunto', 'motivo', 'observacao', 'observacoes', 'texto', 'anexo', 'anexos',
  'senha', 'password', 'token', 'cookie', 'authorization', 'ip', 'assinatura',
])

// The same words written together in lower case (`cpfcnpj`, `emailsolicitante`, `razaosocial`):
// long enough not to hide inside an unrelated word.
const RAIZES_LONGAS = [...PALAVRAS_PESSOAIS].filter((p) => p.length >= 5).concat(['cpf', 'cnpj'])

function palavras(nome: string): string[] {
  return nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
}

/** True when a field of this name may hold a person's data (its value is never logged). */
export function ehCampoPessoal(nome: string): boolean {
  const ps = palavras(nome)
  if (ps.some((p) => PALAVRAS_PESSOAIS.has(p))) return true
  return ps.some((p) => RAIZES_LONGAS.some((r) => p.startsWith(r)))
}

/**
 * An error text fit for the log: personal data masked, and the parameters of a
 * failed query dropped (drizzle writes "Failed query: … params: <the submitted
 * values>" into the message; the query itself has only placeholders).
 */
export function textoDeErroSeguro(texto: string): string {
  return mascararDadosPessoais(texto.replace(/\nparams: [\s\S]*$/, '\nparams: [removido]'))
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
  'emailSolicitante',
  'telefoneSolicitante',
  'motivo',
  'municipio',
  'descricao',
  'denuncia',
  'assunto',
  'empresa',
] as const
