/**
 * What both registration forms share (spec 3 §2–§5): the catalogue entries of a
 * person, of an address and of the yes/no questions, and the rules that check
 * them. The rules are plain functions of the values (one list of errors, every
 * message at once: a zod object refinement would not run once a field failed),
 * so the browser and the server give the same messages. Pure: no React.
 */
import { lerDia } from '@/domain/datas'
import type { CopiaDeRespostas, DefinicaoCampo, Opcao, Predicado, Valores } from '@/domain/formulario/catalogo'
import { problemaEmissao, problemaNascimento } from '@/domain/formulario/datas'
import type { ErroDeCampo } from '@/domain/formulario/erros'
import { semConjuge } from '@/domain/estado-civil'
import { cepValido, cpfValido, digitos, emailValido } from '@/domain/validacao'

export const SIM = 'SIM'
export const NAO = 'NAO'
export const OPCOES_SIM_NAO: readonly Opcao[] = [
  { valor: SIM, rotulo: 'Sim' },
  { valor: NAO, rotulo: 'Não' },
]
export const OPCOES_SEXO: readonly Opcao[] = [
  { valor: 'MASCULINO', rotulo: 'Masculino' },
  { valor: 'FEMININO', rotulo: 'Feminino' },
]
export const NAO_EMPREGADOR = 'NAO SOU EMPREGADOR'
export const EMPREGADOR = 'SOU EMPREGADOR'
export const OPCOES_EMPREGADOR: readonly Opcao[] = [
  { valor: NAO_EMPREGADOR, rotulo: 'Não sou empregador' },
  { valor: EMPREGADOR, rotulo: 'Sou empregador' },
]
/** The nationality the reference list gives Brazil (descPaisMaiusculo). */
export const BRASIL = 'BRASIL'

export const LIMITE_TEXTO = 100
export const LIMITE_TELEFONE = 15

export const MENSAGENS = {
  // The spec writes ' CPF é obrigatório.' and 'obrigatório..'; one space, one period (docs/spec-notes.md).
  cpfObrigatorio: 'CPF é obrigatório.',
  cpfInvalido: 'Por favor, insira um CPF válido.',
  cnpjObrigatorio: 'CNPJ é obrigatório.',
  cnpjInvalido: 'Por favor, insira um CNPJ válido.',
  emailInvalido: 'Por favor, insira um e-mail válido.',
  telefoneInvalido: 'Número de telefone inválido.',
  cepInvalido: 'Por favor, insira um CEP válido.',
  cei: 'Número C.E.I. é obrigatório.',
  enquadramentoPep: 'Enquadramento de PEP é obrigatório.',
  enquadramentoParteRelacionada: 'Enquadramento de Parte Relacionada é obrigatório.',
  regimeBens: 'Regime de Bens é obrigatório.',
  numero: 'Número é obrigatório.',
  longo: (rotulo: string, max: number) => `${rotulo} deve ter no máximo ${max} caracteres.`,
  opcaoInvalida: (rotulo: string) => `${rotulo}: opção inválida.`,
} as const

/** '<Campo> é obrigatório.' (spec 3 §5). */
export const obrigatorio = (rotulo: string) => `${rotulo} é obrigatório.`

export const texto = (v: Valores, nome: string): string => {
  const x = v[nome]
  return typeof x === 'string' ? x.trim() : ''
}

/** Whether a marital status means a spouse: chosen and not one of the no-spouse statuses (spec 3 §4). */
export const temConjuge = (estadoCivil: string): boolean => estadoCivil.trim() !== '' && !semConjuge(estadoCivil)

/** Nationality chosen and not Brazil: UF and naturalidade are cleared and disabled (spec 3 §4). */
export const estrangeiro = (nacionalidade: string): boolean => nacionalidade.trim() !== '' && nacionalidade.trim().toUpperCase() !== BRASIL

/** Each base name with the suffix (`cpf` → `cpfConjuge`): a person's or an address's field names, each written once. */
function comSufixo<const N extends readonly string[]>(bases: N, s: string): { [K in N[number]]: string } {
  return Object.fromEntries(bases.map((b) => [b, `${b}${s}`])) as { [K in N[number]]: string }
}

/** The field names of a person, by suffix ('Beneficiario', 'Conjuge', 'RepresentanteLegal'). */
export function nomesPessoa(s: string) {
  return comSufixo(['nomeCompleto', 'dataNascimento', 'cpf', 'sexo', 'profissao', 'tipoDocumento', 'numeroDocumento', 'orgaoEmissor', 'dataEmissao', 'nomeMae', 'nomePai', 'nacionalidade', 'uf', 'naturalidade', 'pep', 'pepFamiliar', 'pepEnquadramento', 'parteRelacionada', 'opcaoParteRelacionada'] as const, s)
}

/** Field names of an address: the suffix, and the UF's name where the payload names it otherwise (ufRepresentanteLegalEndereco). */
export function nomesEndereco(s: string, uf = `uf${s}`) {
  // The UF keeps its place in the order (the spread's key), with its own name.
  return { ...comSufixo(['cep', 'prefixo', 'logradouro', 'numero', 'semNumero', 'complemento', 'bairro', 'uf', 'cidade'] as const, s), uf }
}

/** PEP or family PEP answered SIM reveals the framing (spec 3 §4). */
const pepSim = (n: ReturnType<typeof nomesPessoa>): Predicado => (v) => texto(v, n.pep) === SIM || texto(v, n.pepFamiliar) === SIM
const naoPepSim = (n: ReturnType<typeof nomesPessoa>): Predicado => (v) => !pepSim(n)(v)
const parteSim = (n: ReturnType<typeof nomesPessoa>): Predicado => (v) => texto(v, n.parteRelacionada) === SIM

export const TEXTO_PEP =
  'Pessoa exposta politicamente (PEP) é quem exerce ou exerceu, nos últimos 5 anos, no Brasil ou no exterior, cargo, emprego ou função pública relevante, e seus representantes, familiares e estreitos colaboradores (Resolução BCB nº 119/2021, Circular BCB nº 3.978/2020).'
export const TEXTO_PEP_FAMILIAR =
  'Familiar de PEP é o parente, na linha reta ou colateral, até o segundo grau, o cônjuge, o companheiro ou a companheira, o enteado ou a enteada de uma pessoa exposta politicamente; estreito colaborador é quem tem com ela sociedade, controle conjunto ou relação próxima conhecida (Circular BCB nº 3.978/2020, art. 27).'
export const TEXTO_PARTE_RELACIONADA =
  'Parte relacionada é a pessoa ou entidade ligada ao BADESUL: seus controladores, administradores, membros de conselhos e comitês, empregados e seus familiares até o segundo grau, e as empresas em que eles tenham participação relevante.'

export const AJUDA_PARTE_RELACIONADA = { titulo: 'O que é parte relacionada?', texto: TEXTO_PARTE_RELACIONADA }

/**
 * A person's catalogue entries (spec 3 §3): identity, document, filiation,
 * nationality, PEP and related party. `ativo` false disables and clears them
 * all (the spouse of a single beneficiary); a foreign nationality disables and
 * clears UF and naturalidade.
 */
export function camposPessoa(s: string, aba: string, o: { inativa?: Predicado } = {}): DefinicaoCampo[] {
  const n = nomesPessoa(s)
  const inativa = o.inativa
  const obr = !inativa
  const comum = { aba, ...(inativa ? { desabilitado: inativa, limparQuando: inativa } : {}) }
  const foraDoBrasil: Predicado = (v) => estrangeiro(texto(v, n.nacionalidade)) || (inativa?.(v) ?? false)
  return [
    { ...comum, nome: n.nomeCompleto, rotulo: 'Nome Completo', widget: 'texto', autoComplete: 'name', maxLength: LIMITE_TEXTO, obrigatorio: obr, inteiro: true },
    { ...comum, nome: n.cpf, rotulo: 'CPF', widget: 'mascarado', mascara: 'cpf', inputMode: 'numeric', obrigatorio: obr },
    { ...comum, nome: n.dataNascimento, rotulo: 'Data de Nascimento', dica: 'dd/mm/aaaa', widget: 'data', mascara: 'data', autoComplete: 'bday', obrigatorio: obr },
    { ...comum, nome: n.sexo, rotulo: 'Sexo', widget: 'radio', opcoes: OPCOES_SEXO, obrigatorio: obr },
    { ...comum, nome: n.profissao, rotulo: 'Profissão', widget: 'selecao', fonte: 'profissao', obrigatorio: obr },
    { ...comum, nome: n.tipoDocumento, rotulo: 'Tipo Documento Identificação', widget: 'selecao', fonte: 'tipoDocumento', obrigatorio: obr },
    { ...comum, nome: n.numeroDocumento, rotulo: 'Doc. Identificação nº', widget: 'texto', maxLength: 30, obrigatorio: obr },
    { ...comum, nome: n.orgaoEmissor, rotulo: 'Órgão Emissor', widget: 'texto', maxLength: 30, obrigatorio: obr },
    { ...comum, nome: n.dataEmissao, rotulo: 'Data de Emissão', dica: 'dd/mm/aaaa', widget: 'data', mascara: 'data', obrigatorio: obr },
    { ...comum, nome: n.nomeMae, rotulo: 'Nome da Mãe', widget: 'texto', maxLength: LIMITE_TEXTO, obrigatorio: obr },
    { ...comum, nome: n.nomePai, rotulo: 'Nome do Pai', widget: 'texto', maxLength: LIMITE_TEXTO },
    { ...comum, nome: n.nacionalidade, rotulo: 'Nacionalidade', widget: 'selecao', fonte: 'pais', obrigatorio: obr },
    { ...comum, nome: n.uf, rotulo: 'UF', dica: 'Só para quem nasceu no Brasil.', widget: 'selecao', fonte: 'uf', obrigatorio: obr, desabilitado: foraDoBrasil, limparQuando: foraDoBrasil },
    { ...comum, nome: n.naturalidade, rotulo: 'Naturalidade', dica: 'Município de nascimento; escolha a UF antes.', widget: 'selecao', fonte: `municipio:${n.uf}`, obrigatorio: obr, desabilitado: foraDoBrasil, limparQuando: foraDoBrasil },
    { ...comum, nome: n.pep, rotulo: 'Pessoa Exposta Politicamente - PEP', ajuda: { titulo: 'O que é pessoa exposta politicamente (PEP)?', texto: TEXTO_PEP }, widget: 'radio', opcoes: OPCOES_SIM_NAO, obrigatorio: obr },
    { ...comum, nome: n.pepFamiliar, rotulo: 'Enquadra-se como Familiar de PEP', ajuda: { titulo: 'O que é familiar de PEP?', texto: TEXTO_PEP_FAMILIAR }, widget: 'radio', opcoes: OPCOES_SIM_NAO, obrigatorio: obr },
    { ...comum, nome: n.pepEnquadramento, rotulo: 'Enquadramento de PEP', widget: 'selecao', fonte: 'tipoEnquadramentoPessoaExpostaPoliticamente', obrigatorio: obr, oculto: naoPepSim(n), inteiro: true },
    { ...comum, nome: n.parteRelacionada, rotulo: 'Parte Relacionada', ajuda: AJUDA_PARTE_RELACIONADA, widget: 'radio', opcoes: OPCOES_SIM_NAO, obrigatorio: obr },
    { ...comum, nome: n.opcaoParteRelacionada, rotulo: 'Enquadramento de Parte Relacionada', widget: 'selecao', fonte: 'tipoEnquadramentoParteRelacionada', obrigatorio: obr, oculto: (v) => !parteSim(n)(v), inteiro: true },
  ]
}

/**
 * An address's entries (spec 3 §3, §4): 'Sem número' clears and disables the
 * number. `oculto` hides the whole address (commercial or correspondence when
 * not different from the residential one).
 */
export function camposEndereco(
  n: ReturnType<typeof nomesEndereco>,
  aba: string,
  o: { obrigatorio: boolean; oculto?: Predicado; copiarDe?: { rotulo: string; endereco: ReturnType<typeof nomesEndereco> } },
): DefinicaoCampo[] {
  const comum = { aba, obrigatorio: o.obrigatorio, ...(o.oculto ? { oculto: o.oculto } : {}) }
  const semNumero: Predicado = (v) => v[n.semNumero] === true
  const copia = o.copiarDe ? { copiarDe: copiaDeEndereco(o.copiarDe.rotulo, n, o.copiarDe.endereco) } : {}
  return [
    { ...comum, ...copia, nome: n.cep, rotulo: 'CEP', dica: 'Ao sair do campo, o endereço é buscado pelo CEP.', widget: 'mascarado', mascara: 'cep', inputMode: 'numeric', autoComplete: 'postal-code' },
    { ...comum, nome: n.prefixo, rotulo: 'Prefixo', dica: 'Rua, Avenida, Estrada…', widget: 'selecao', fonte: 'prefixoEndereco' },
    { ...comum, nome: n.logradouro, rotulo: 'Logradouro', widget: 'texto', autoComplete: 'address-line1', maxLength: LIMITE_TEXTO, inteiro: true },
    { ...comum, nome: n.numero, rotulo: 'Número', widget: 'texto', inputMode: 'numeric', maxLength: 10, desabilitado: semNumero, limparQuando: semNumero },
    { ...comum, obrigatorio: false, nome: n.semNumero, rotulo: 'Sem número', widget: 'caixa' },
    { ...comum, obrigatorio: false, nome: n.complemento, rotulo: 'Complemento', widget: 'texto', autoComplete: 'address-line2', maxLength: LIMITE_TEXTO },
    { ...comum, nome: n.bairro, rotulo: 'Bairro', widget: 'texto', maxLength: LIMITE_TEXTO },
    { ...comum, nome: n.uf, rotulo: 'UF', widget: 'selecao', fonte: 'uf', autoComplete: 'address-level1' },
    { ...comum, nome: n.cidade, rotulo: 'Cidade', widget: 'texto', autoComplete: 'address-level2', maxLength: LIMITE_TEXTO },
  ]
}

/** Every part of one address filled from another address's parts (WCAG 2.2 SC 3.3.7: an address typed once). */
export function copiaDeEndereco(rotulo: string, destino: ReturnType<typeof nomesEndereco>, origem: ReturnType<typeof nomesEndereco>): CopiaDeRespostas {
  const partes = Object.keys(destino) as (keyof typeof destino)[]
  return { rotulo, pares: partes.map((p) => [destino[p], origem[p]] as const) }
}

/** Collects errors for one pass of the rules. */
export class Erros {
  readonly lista: ErroDeCampo[] = []
  add(campo: string, mensagem: string | null | undefined) {
    if (mensagem && !this.lista.some((e) => e.campo === campo)) this.lista.push({ campo, mensagem })
  }
  /** Required text: '<Rótulo> é obrigatório.' when empty. Returns whether it has a value. */
  exigir(v: Valores, campo: string, rotulo: string, mensagem = obrigatorio(rotulo)): boolean {
    if (texto(v, campo)) return true
    this.add(campo, mensagem)
    return false
  }
}

/** Text longer than its catalogue's maxLength (a client sending more than the field allows). */
export function conferirTamanhos(campos: readonly DefinicaoCampo[], v: Valores, e: Erros) {
  for (const d of campos) if (d.maxLength && texto(v, d.nome).length > d.maxLength) e.add(d.nome, MENSAGENS.longo(d.rotulo, d.maxLength))
}

/** A fixed choice (radio) must be one of its options; a list's value (a select) is checked only for being filled. */
export function conferirOpcoes(campos: readonly DefinicaoCampo[], v: Valores, e: Erros) {
  for (const d of campos) {
    const x = texto(v, d.nome)
    if (x && d.opcoes && !d.opcoes.some((o) => o.valor === x)) e.add(d.nome, MENSAGENS.opcaoInvalida(d.rotulo))
  }
}

export function validarCpf(v: Valores, campo: string, e: Erros) {
  if (!e.exigir(v, campo, 'CPF', MENSAGENS.cpfObrigatorio)) return
  if (!cpfValido(texto(v, campo))) e.add(campo, MENSAGENS.cpfInvalido)
}

export function validarEmail(v: Valores, campo: string, e: Erros, exigido: boolean, rotulo = 'E-mail') {
  const x = texto(v, campo)
  if (!x) {
    if (exigido) e.add(campo, obrigatorio(rotulo))
    return
  }
  if (x.length > LIMITE_TEXTO || !emailValido(x)) e.add(campo, MENSAGENS.emailInvalido)
}

/** Phone: 10 or 11 digits, at most 15 characters as masked (spec 3 §5). */
export function validarTelefone(v: Valores, campo: string, e: Erros, exigido: boolean, rotulo = 'Telefone') {
  const x = texto(v, campo)
  if (!x) {
    if (exigido) e.add(campo, obrigatorio(rotulo))
    return
  }
  const n = digitos(x).length
  if (x.length > LIMITE_TELEFONE || (n !== 10 && n !== 11) || /[^\d\s()-]/.test(x)) e.add(campo, MENSAGENS.telefoneInvalido)
}

/**
 * A person's rules (spec 3 §5): required fields, CPF, birth and issue dates,
 * UF and naturalidade for Brazilians, the PEP and related-party framings.
 */
export function validarPessoa(v: Valores, s: string, e: Erros, hoje: Date) {
  const n = nomesPessoa(s)
  e.exigir(v, n.nomeCompleto, 'Nome Completo')
  validarCpf(v, n.cpf, e)
  if (e.exigir(v, n.dataNascimento, 'Data de Nascimento')) e.add(n.dataNascimento, problemaNascimento(texto(v, n.dataNascimento), hoje))
  e.exigir(v, n.sexo, 'Sexo')
  e.exigir(v, n.profissao, 'Profissão')
  e.exigir(v, n.tipoDocumento, 'Tipo Documento Identificação')
  e.exigir(v, n.numeroDocumento, 'Doc. Identificação nº')
  e.exigir(v, n.orgaoEmissor, 'Órgão Emissor')
  if (e.exigir(v, n.dataEmissao, 'Data de Emissão')) {
    const nascimento = texto(v, n.dataNascimento)
    e.add(n.dataEmissao, problemaEmissao(texto(v, n.dataEmissao), lerDia(nascimento) ? nascimento : undefined, hoje))
  }
  e.exigir(v, n.nomeMae, 'Nome da Mãe')
  if (e.exigir(v, n.nacionalidade, 'Nacionalidade') && !estrangeiro(texto(v, n.nacionalidade))) {
    e.exigir(v, n.uf, 'UF')
    e.exigir(v, n.naturalidade, 'Naturalidade')
  }
  e.exigir(v, n.pep, 'Pessoa Exposta Politicamente - PEP')
  e.exigir(v, n.pepFamiliar, 'Enquadra-se como Familiar de PEP')
  if (pepSim(n)(v)) e.exigir(v, n.pepEnquadramento, '', MENSAGENS.enquadramentoPep)
  if (e.exigir(v, n.parteRelacionada, 'Parte Relacionada') && parteSim(n)(v)) e.exigir(v, n.opcaoParteRelacionada, '', MENSAGENS.enquadramentoParteRelacionada)
}

/** An address's rules: required parts (unless optional and untouched), a valid CEP, the number unless 'Sem número'. */
export function validarEndereco(v: Valores, n: ReturnType<typeof nomesEndereco>, e: Erros, exigido: boolean) {
  const cep = texto(v, n.cep)
  if (cep && !cepValido(cep)) e.add(n.cep, MENSAGENS.cepInvalido)
  if (!exigido) return
  e.exigir(v, n.cep, 'CEP')
  e.exigir(v, n.prefixo, 'Prefixo')
  e.exigir(v, n.logradouro, 'Logradouro')
  if (v[n.semNumero] !== true) e.exigir(v, n.numero, 'Número', MENSAGENS.numero)
  e.exigir(v, n.bairro, 'Bairro')
  e.exigir(v, n.uf, 'UF')
  e.exigir(v, n.cidade, 'Cidade')
}

/** Whether an optional address was started: any part typed makes the whole address checked. */
export function enderecoIniciado(v: Valores, n: ReturnType<typeof nomesEndereco>): boolean {
  return [n.cep, n.prefixo, n.logradouro, n.numero, n.complemento, n.bairro, n.uf, n.cidade].some((c) => texto(v, c) !== '')
}
