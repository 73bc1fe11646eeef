/**
 * One typed definition per kind of submission (issue 30): its collection's slug,
 * the team that reads it, its follow-up statuses, its fields (what the page shows,
 * the rule of a filled value, how staff see it, whether it is personal data) and
 * its data-protection lines. Everything else is derived from it, never rewritten:
 * the page's catalogue and empty values (here), the zod schema (esquema.ts), the
 * collection (collections/submissao.ts) and the access-matrix row (access/matriz.ts).
 * Pure and light: no zod, no validators' code (a rule is named, esquema.ts runs
 * it), so the page's first load carries only data.
 */
import { catalogo, valorVazio, type Catalogo, type DefinicaoCampo } from '../formulario/catalogo'
import type { Transicoes } from './caso'
import type { EsquemaDeNumero } from './numero'

/** What every form says after a stored submission (spec 3 §8). */
export const SUCESSO_DO_ENVIO = 'Formulário enviado com sucesso!'

/** The rules a filled text may have besides its length and options (run by esquema.ts). */
export type NomeRegra = 'cpfCnpj' | 'cnpj' | 'telefone' | 'email' | 'uf'

/** A field of a submission: the catalogue's entry plus its rule and its place in the staff view. */
export interface CampoDeSubmissao extends DefinicaoCampo {
  /** Shortest accepted value (the longest is `maxLength`). */
  minLength?: number
  /** Longest accepted value when the page does not cut it (a masked field). */
  maximo?: number
  regra?: NomeRegra
  /** The message of a filled value that breaks a rule; default `${rotulo} inválido`. */
  invalido?: string
  /** The message of a required field left absent or blank; default `Campo ${rotulo} é obrigatório`. */
  faltando?: string
  /** The message of a required field absent from the body (an API client); default `faltando`. */
  ausente?: string
  /** An over-long value gets its own message, `${rotulo} não pode exceder ${maxLength} caracteres` (or this text). */
  excede?: boolean | string
  /** The value is kept in capitals ('rs' is RS). */
  maiusculas?: boolean
  /** A field of the page only (a choice that reveals another, a number that finds a record): not stored, no derived rule. */
  soNaPagina?: boolean
  /** A column of the staff list (in the staff view's order). */
  coluna?: boolean
  /** Found by the staff list's search. */
  busca?: boolean
  /** Indexed in the database (a number other records are looked up by). */
  indice?: boolean
  /** How the data-protection notice names it, when it is personal data or the person's own text. */
  dadoPessoal?: string
  /** The staff view's label when it says more than the page's ('Valor (R$)'). */
  rotuloDaEquipe?: string
  /** A note under the field in the staff view (what the value means there). */
  notaDaEquipe?: string
}

export interface DefinicaoDeSubmissao<Slug extends string = string, Equipe extends string = string> {
  /** The collection's slug (and the idempotency and outbox origin's prefix). */
  slug: Slug
  /** The generated type's name (Payload would singularise the slug). */
  interfaceName: string
  rotulos: { singular: string; plural: string }
  /** The team that reads and follows these submissions up (administrators too, unless the kind is sealed). */
  equipe: Equipe
  /**
   * What the visitor sent is sealed end to end for the team (the whistleblower report): no field is
   * kept in clear, so the staff view is empty, administrators neither read nor delete (access row),
   * and the collection is not derived from the fields (it has no case spine: collections/Denuncias).
   */
  selada?: true
  /** How the citizen names the service (follow-up, receipt) when not by `rotulos.singular`. */
  servico?: string
  /** Follow-up statuses; the first is a new submission's. */
  situacoes: readonly { value: string; label: string }[]
  /** From each status, where staff may move a case (the server refuses any other move). */
  transicoes: Transicoes
  /** The statuses of a case no longer open (out of the queue's counts and the deadline digest). */
  encerradas: readonly string[]
  /** The scheme of the unique number the form answers to the visitor, their key to follow it up (numero.ts). */
  protocolo?: EsquemaDeNumero
  campos: readonly CampoDeSubmissao[]
  /** The stored fields as staff see them, in order: a name, or names side by side in one row. */
  vistaDaEquipe: readonly (string | readonly string[])[]
  /**
   * The data-protection notice's purpose and retention lines (LGPD art. 9), and its list of data
   * when the fields' `dadoPessoal` cannot say it (a nested form, data kept only when identified).
   */
  lgpd: { finalidade: string; prazo: string; dados?: string }
}

/** A definition, checked once: its catalogue is valid and the staff view names each stored field once (none when sealed). */
export function definirSubmissao<const D extends DefinicaoDeSubmissao>(d: D): D {
  catalogo({ campos: d.campos })
  conferirTransicoes(d.slug, d.situacoes, d.transicoes, d.encerradas)
  if (d.selada) {
    if (d.vistaDaEquipe.length) throw new Error(`${d.slug}: uma submissão selada não tem campos na vista da equipe`)
    return d
  }
  const vistos = d.vistaDaEquipe.flat()
  const guardados = camposGuardados(d).map((c) => c.nome)
  const fora = [...guardados.filter((n) => !vistos.includes(n)), ...vistos.filter((n) => !guardados.includes(n))]
  if (fora.length || new Set(vistos).size !== vistos.length) throw new Error(`${d.slug}: a vista da equipe e os campos guardados diferem (${fora.join(', ')})`)
  return d
}

/** Every status named in the transitions and the closed ones is one of the kind's. */
export function conferirTransicoes(slug: string, situacoes: readonly { value: string }[], transicoes: Transicoes, encerradas: readonly string[]): void {
  const validas = situacoes.map((s) => s.value)
  const nomeadas = [...Object.entries(transicoes).flatMap(([de, para]) => [de, ...para]), ...encerradas]
  const desconhecidas = nomeadas.filter((n) => !validas.includes(n))
  if (desconhecidas.length) throw new Error(`${slug}: transições com situações desconhecidas (${desconhecidas.join(', ')})`)
}

/** A field of a definition by its name: the definition names its fields once, the rest looks them up. */
export function campoDe(d: Pick<DefinicaoDeSubmissao, 'campos'>, nome: string): CampoDeSubmissao {
  const campo = d.campos.find((c) => c.nome === nome)
  if (!campo) throw new Error(`campo desconhecido: ${nome}`)
  return campo
}

/** The message of a field's invalid value: its own, or its label followed by 'inválido'. */
export const mensagemDeInvalido = (c: CampoDeSubmissao): string => c.invalido ?? `${c.rotulo} inválido`

/** Fields kept as the visitor sent them: all but the captcha, the attachments (kept apart) and the page's own. */
export function camposGuardados(d: Pick<DefinicaoDeSubmissao, 'campos'>): CampoDeSubmissao[] {
  return d.campos.filter((c) => c.widget !== 'captcha' && c.widget !== 'anexos' && !c.soNaPagina)
}

/** The page's field catalogue. */
export function catalogoDe(d: Pick<DefinicaoDeSubmissao, 'campos'>): Catalogo {
  return catalogo({ campos: d.campos })
}

/** The empty form: each field's empty value, the captcha unsolved (null). */
export function valoresVazios(d: Pick<DefinicaoDeSubmissao, 'campos'>): Record<string, unknown> {
  return Object.fromEntries(d.campos.map((c) => [c.nome, c.widget === 'captcha' ? null : valorVazio(c)]))
}

/** The data-protection notice's list of what is collected: the definition's own words, else its fields' 'a, b e c'. */
export function dadosDoAviso(d: Pick<DefinicaoDeSubmissao, 'campos'> & Partial<Pick<DefinicaoDeSubmissao, 'lgpd'>>): string {
  if (d.lgpd?.dados) return d.lgpd.dados
  const nomes = d.campos.flatMap((c) => (c.dadoPessoal ? [c.dadoPessoal] : []))
  return nomes.length > 1 ? `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)!}` : (nomes[0] ?? '')
}
