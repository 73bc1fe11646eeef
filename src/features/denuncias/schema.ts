/**
 * The whistleblower calls' bodies (spec 3 §3 Whistleblower report, Report
 * lookup; rules and messages of §5). Identity fields count only when the
 * report is not anonymous: an anonymous report keeps none of them, whatever
 * the body carried.
 */
import { z } from '@/domain/zod'

import { DENUNCIA } from '@/domain/denuncia/submissao'
import { recusaDoArquivo, REGRAS_DENUNCIA } from '@/domain/formulario/arquivos'
import { campoDe } from '@/domain/submissao/definicao'
import { cpfOuCnpjValido, digitos, emailValido } from '@/domain/validacao'

const rotulo = (nome: string): string => campoDe(DENUNCIA, nome).rotulo
/** Spec 3 §5 names the report's fields in lower case inside a sentence ('Campo e-mail é obrigatório'); an acronym stays as it is. */
const naFrase = (r: string) => (/^\p{Lu}{2}/u.test(r) ? r : r.charAt(0).toLowerCase() + r.slice(1))
const obrigatorio = (nome: string) => `Campo ${naFrase(rotulo(nome))} é obrigatório`
const invalido = (nome: string) => `${rotulo(nome)} inválido`

/** The messages of spec 3 §5, each field named by its label (a renamed label renames its messages). */
export const MENSAGENS_DENUNCIA = {
  nomeObrigatorio: obrigatorio('nome'),
  nomeCurto: `${rotulo('nome')} deve ter pelo menos 3 caracteres`,
  /** Spec 3 §5 bounds the name at 100 but words only the lower bound: the upper one says its own limit (docs/spec-notes.md). */
  nomeLongo: `${rotulo('nome')} deve ter no máximo 100 caracteres`,
  cpfCnpjObrigatorio: obrigatorio('cpfcnpj'),
  cpfCnpjInvalido: invalido('cpfcnpj'),
  telefoneObrigatorio: obrigatorio('telefone'),
  telefoneInvalido: invalido('telefone'),
  emailObrigatorio: obrigatorio('email'),
  emailInvalido: invalido('email'),
  enderecoObrigatorio: obrigatorio('endereco'),
  enderecoInvalido: invalido('endereco'),
  descricaoObrigatoria: obrigatorio('denuncia'),
  descricaoInvalida: `${rotulo('denuncia')} inválida`,
  protocoloObrigatorio: 'Por favor, informe o número do protocolo',
} as const

const M = MENSAGENS_DENUNCIA
/** A report's text: generous, but bounded so a body cannot be mostly one field (its definition's limit). */
export const DENUNCIA_MAXIMO = campoDe(DENUNCIA, 'denuncia').maxLength!

const documento = z.object({
  nome: z.string().trim().min(1).max(255),
  conteudo: z.base64(),
  withContent: z.boolean().optional(),
})

/** The first file rule a list of base64 files breaks (type, size, duplicate, total), or null. */
function problemaDosDocumentos(documentos: readonly { nome: string; conteudo: string }[] | undefined): string | null {
  const aceitos: { nome: string; tamanho: number }[] = []
  for (const doc of documentos ?? []) {
    // base64: 4 characters carry 3 bytes, less the padding.
    const candidato = { nome: doc.nome, tamanho: (doc.conteudo.length * 3) / 4 - (doc.conteudo.match(/=+$/)?.[0].length ?? 0) }
    const problema = recusaDoArquivo(REGRAS_DENUNCIA, candidato, aceitos)
    if (problema) return problema
    aceitos.push(candidato)
  }
  return null
}

const opcional = z.string().trim().max(200).optional()

export const esquemaPedidoDenuncia = z
  .object({
    anonimo: z.boolean().default(false),
    nome: opcional,
    telefone: opcional,
    email: opcional,
    cpfcnpj: opcional,
    endereco: opcional,
    sigilo: z.boolean().optional(),
    denuncia: z.string({ error: M.descricaoObrigatoria }).trim().min(1, M.descricaoObrigatoria).max(DENUNCIA_MAXIMO, M.descricaoInvalida),
    Documentos: z.array(documento).max(REGRAS_DENUNCIA.maxArquivos).optional(),
    /** Images keep their EXIF/GPS metadata only when the reporter asks (beyond the spec; docs/security/whistleblower.md). */
    manterMetadados: z.boolean().optional(),
    captcha: z.string().max(20_000).optional(),
  })
  .superRefine((d, ctx) => {
    const erro = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    const problema = problemaDosDocumentos(d.Documentos)
    if (problema) return erro('Documentos', problema)
    if (!d.anonimo) verificarIdentidade(d, erro)
  })

export type PedidoDenuncia = z.output<typeof esquemaPedidoDenuncia>

interface Identidade {
  nome?: string
  cpfcnpj?: string
  telefone?: string
  email?: string
  endereco?: string
}

/** The identity rules of spec 3 §5, for an identified report: the page and the call give the same messages. */
function verificarIdentidade(d: Identidade, erro: (campo: string, mensagem: string) => void): void {
  const nome = d.nome?.trim()
  if (!nome) erro('nome', M.nomeObrigatorio)
  else if (nome.length < 3) erro('nome', M.nomeCurto)
  else if (nome.length > 100) erro('nome', M.nomeLongo)
  if (!d.cpfcnpj?.trim()) erro('cpfcnpj', M.cpfCnpjObrigatorio)
  else if (!cpfOuCnpjValido(d.cpfcnpj)) erro('cpfcnpj', M.cpfCnpjInvalido)
  if (!d.telefone?.trim()) erro('telefone', M.telefoneObrigatorio)
  else if (![10, 11].includes(digitos(d.telefone).length)) erro('telefone', M.telefoneInvalido)
  const email = d.email?.trim()
  if (!email) erro('email', M.emailObrigatorio)
  else if (!emailValido(email) || email.length > 100) erro('email', M.emailInvalido)
  const endereco = d.endereco?.trim()
  if (!endereco) erro('endereco', M.enderecoObrigatorio)
  else if (endereco.length > 100) erro('endereco', M.enderecoInvalido)
}

/** Spec 3 §8 spells the whistleblower form's captcha message without the accent: kept as spelled (docs/spec-notes.md). */
export const MENSAGEM_CAPTCHA_DENUNCIA = 'Por favor, confirme que você nao é um robô'
/** Spec 3 §5 names the declaration but gives no message for it (docs/spec-notes.md). */
export const MENSAGEM_DECLARACAO = 'Marque a declaração de que as informações listadas são verídicas'

/** A file the page has read (base64), listed with its size until the report is sent. */
const documentoLido = z.object({ id: z.string(), nome: z.string(), tamanho: z.number(), conteudo: z.string() })
export type DocumentoLido = z.output<typeof documentoLido>

/**
 * The page's form: the same identity rules as the call, plus what only a
 * person filling the page does (the declaration, the captcha's solution).
 */
export const esquemaFormularioDenuncia = z
  .object({
    anonimo: z.boolean(),
    nome: z.string(),
    cpfcnpj: z.string(),
    telefone: z.string(),
    email: z.string(),
    endereco: z.string(),
    sigilo: z.boolean(),
    denuncia: z.string(),
    Documentos: z.array(documentoLido),
    manterMetadados: z.boolean(),
    declaracao: z.boolean(),
    captcha: z.string().nullable(),
  })
  // Every rule in one refinement, so an empty form shows every message at once (zod runs an object's
  // refinements only when its fields' own checks passed).
  .superRefine((d, ctx) => {
    const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message })
    if (!d.anonimo) verificarIdentidade(d, erro)
    const texto = d.denuncia.trim()
    if (!texto) erro('denuncia', M.descricaoObrigatoria)
    else if (texto.length > DENUNCIA_MAXIMO) erro('denuncia', M.descricaoInvalida)
    if (!d.declaracao) erro('declaracao', MENSAGEM_DECLARACAO)
    if (!d.captcha) erro('captcha', MENSAGEM_CAPTCHA_DENUNCIA)
  })
export type FormularioDenuncia = z.input<typeof esquemaFormularioDenuncia>

/** The lookup's form: the receipt and the captcha, each with its message (spec 3 §5 Report lookup). */
export const MENSAGEM_CAPTCHA_CONSULTA = 'Por favor, complete o captcha'
export const esquemaFormularioConsulta = z.object({
  ID: z.string().trim().min(1, M.protocoloObrigatorio).max(64, M.protocoloObrigatorio),
  captcha: z.string({ error: MENSAGEM_CAPTCHA_CONSULTA }).min(1, MENSAGEM_CAPTCHA_CONSULTA),
})
export type FormularioConsulta = { ID: string; captcha: string | null }

/** The reporter's answer to the team, with the receipt (beyond the spec). */
export const MENSAGEM_RESPOSTA_OBRIGATORIA = 'Campo mensagem é obrigatório'
export const esquemaPedidoMensagem = z
  .object({
    ID: z.string({ error: M.protocoloObrigatorio }).trim().min(1, M.protocoloObrigatorio).max(64, M.protocoloObrigatorio),
    mensagem: z.string({ error: MENSAGEM_RESPOSTA_OBRIGATORIA }).trim().min(1, MENSAGEM_RESPOSTA_OBRIGATORIA).max(DENUNCIA_MAXIMO, 'Mensagem inválida'),
    Documentos: z.array(documento).max(REGRAS_DENUNCIA.maxArquivos).optional(),
    manterMetadados: z.boolean().optional(),
    captcha: z.string().max(20_000).optional(),
  })
  .superRefine((d, ctx) => {
    const problema = problemaDosDocumentos(d.Documentos)
    if (problema) ctx.addIssue({ code: 'custom', path: ['Documentos'], message: problema })
  })
export type PedidoMensagem = z.output<typeof esquemaPedidoMensagem>

export const esquemaFormularioMensagem = z.object({
  mensagem: z.string().trim().min(1, MENSAGEM_RESPOSTA_OBRIGATORIA).max(DENUNCIA_MAXIMO, 'Mensagem inválida'),
  Documentos: z.array(documentoLido),
  manterMetadados: z.boolean(),
  captcha: z.string({ error: MENSAGEM_CAPTCHA_DENUNCIA }).min(1, MENSAGEM_CAPTCHA_DENUNCIA),
})
export type FormularioMensagem = Omit<z.input<typeof esquemaFormularioMensagem>, 'captcha'> & { captcha: string | null }

/** The lookup: `{ ID }`, the receipt as typed. */
export const esquemaConsultaDenuncia = z.object({
  ID: z.string({ error: M.protocoloObrigatorio }).trim().min(1, M.protocoloObrigatorio).max(64, M.protocoloObrigatorio),
  captcha: z.string().max(20_000).optional(),
})

export type ConsultaDenuncia = z.output<typeof esquemaConsultaDenuncia>
