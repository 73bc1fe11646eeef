/**
 * The attachment rules of a form (spec 3 §5, §9): accepted extensions, the limit
 * per file, the limit of all files together and duplicate names, each refused with
 * the form's own message. Pure: the browser refuses before sending and the server
 * refuses again (it also checks the bytes, not only the name: server/servicos/anexos).
 */
export const MB = 1024 * 1024

export type Extensao = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpg' | 'jpeg' | 'png'

export interface MensagensArquivos {
  tipo: (nome: string) => string
  tamanho: (nome: string) => string
  total: string
  duplicado: (nome: string) => string
}

export interface RegrasArquivos {
  extensoes: readonly Extensao[]
  maxPorArquivo: number
  /** All files together; null when only the per-file limit applies. */
  maxTotal: number | null
  /** At most this many files (a bound the spec does not set; one a person never reaches). */
  maxArquivos: number
  mensagens: MensagensArquivos
}

export interface ArquivoCandidato {
  nome: string
  tamanho: number
}

/** The extension of a file name, lower-cased, or '' when it has none. */
export function extensaoDe(nome: string): string {
  const i = nome.lastIndexOf('.')
  return i > 0 ? nome.slice(i + 1).toLowerCase() : ''
}

/**
 * The first rule a new file breaks, given the files already accepted, or null
 * when it may join them. Order: type, size, duplicate, total (the spec's order).
 */
export function recusaDoArquivo(regras: RegrasArquivos, novo: ArquivoCandidato, aceitos: readonly ArquivoCandidato[]): string | null {
  if (!(regras.extensoes as readonly string[]).includes(extensaoDe(novo.nome))) return regras.mensagens.tipo(novo.nome)
  if (novo.tamanho > regras.maxPorArquivo) return regras.mensagens.tamanho(novo.nome)
  if (aceitos.some((a) => a.nome === novo.nome)) return regras.mensagens.duplicado(novo.nome)
  const total = aceitos.reduce((s, a) => s + a.tamanho, 0) + novo.tamanho
  if (regras.maxTotal !== null && total > regras.maxTotal) return regras.mensagens.total
  if (aceitos.length >= regras.maxArquivos) return `No máximo ${regras.maxArquivos} arquivos.`
  return null
}

/** The `accept` attribute of a file input for these rules. */
export function aceitarDe(regras: RegrasArquivos): string {
  return regras.extensoes.map((e) => `.${e}`).join(',')
}

const PADRAO_TIPOS = (lista: string) => (nome: string) => `O arquivo ${nome} não é suportado. Por favor, envie apenas arquivos ${lista}.`
const totalExcede = (mb: number) => `O tamanho total dos arquivos excede o limite de ${mb}MB.`
const duplicado = (nome: string) => `O arquivo ${nome} já foi adicionado.`

/** The whistleblower's and the protocol's files: the same seven types, each up to 5 MB (spec 3 §5); they differ in the total and the count. */
function seteTiposAte5Mb(totalMb: number, maxArquivos: number): RegrasArquivos {
  return {
    extensoes: ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'],
    maxPorArquivo: 5 * MB,
    maxTotal: totalMb * MB,
    maxArquivos,
    mensagens: {
      tipo: PADRAO_TIPOS('PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG'),
      tamanho: (nome: string) => `O arquivo ${nome} excede o limite de 5MB.`,
      total: totalExcede(totalMb),
      duplicado,
    },
  }
}

/** Whistleblower channel: 7 types, 5 MB each and 5 MB in all (spec 3 §5). */
export const REGRAS_DENUNCIA: RegrasArquivos = seteTiposAte5Mb(5, 20)

/** Ombudsman: PDF, DOC, DOCX, TXT, 5 MB each; the stated 5 MB total is enforced too (docs/spec-notes.md). */
export const REGRAS_OUVIDORIA: RegrasArquivos = {
  extensoes: ['pdf', 'doc', 'docx', 'txt'],
  maxPorArquivo: 5 * MB,
  maxTotal: 5 * MB,
  maxArquivos: 20,
  mensagens: {
    tipo: () => 'Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.',
    tamanho: () => 'Arquivo maior que 5MB não é permitido.',
    total: totalExcede(5),
    duplicado,
  },
}

/** Digital protocol: 7 types, 5 MB each, 10 MB in all; a duplicate is refused with a message (the legacy was silent). */
export const REGRAS_PROTOCOLO: RegrasArquivos = seteTiposAte5Mb(10, 40)
