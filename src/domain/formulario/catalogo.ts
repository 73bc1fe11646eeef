/**
 * A form's field catalogue (issue 19): ordered entries with what the browser
 * shows (label, hint, widget, mask, tab, autocomplete) and pure predicates for
 * hidden / disabled / cleared-when. The browser renders and hides fields from it;
 * the server clears what the predicates clear before its schema parses, so a
 * rule hidden in the browser is still enforced; the staff e-mail and the error
 * summary read its labels. Pure: no React, no zod.
 */
import type { RegrasArquivos } from './arquivos'
import type { ErroDeCampo } from './erros'

export type TipoWidget =
  | 'texto'
  | 'mascarado'
  | 'dinheiro'
  | 'numero'
  | 'data'
  | 'selecao'
  | 'radio'
  | 'caixas'
  | 'caixa'
  | 'area'
  | 'sugestoes'
  | 'anexos'
  | 'captcha'

export type NomeMascara = 'cpf' | 'cnpj' | 'cpfCnpj' | 'cep' | 'telefone' | 'telefoneEspacado' | 'data'

export type Valores = Record<string, unknown>
export type Predicado = (valores: Valores) => boolean

export interface Opcao {
  valor: string
  rotulo: string
}

export interface DefinicaoCampo {
  /** The field's name in the form's schema and payload. */
  nome: string
  rotulo: string
  dica?: string
  /** A longer explanation behind an info button beside the label (a popover: PEP, related party). */
  ajuda?: { titulo: string; texto: string }
  widget: TipoWidget
  mascara?: NomeMascara
  /** The tab it belongs to (forms with tabs). */
  aba?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'decimal'
  placeholder?: string
  /** Shows the required marker; the rule itself is in the schema. */
  obrigatorio?: boolean
  maxLength?: number
  /** Options of a select, radio group or checkbox group. */
  opcoes?: readonly Opcao[]
  /** Where the options of a select or the suggestions come from, when not fixed (the form passes them in). */
  fonte?: string
  /** The name of a suggestion list ('Cidades sugeridas'). */
  rotuloSugestoes?: string
  /**
   * Attachments: the form's rules and the upload address. Without an address the
   * files are read in the browser and travel inside the form's own body (base64),
   * so nothing is stored before the submission (the whistleblower channel).
   */
  anexos?: { regras: RegrasArquivos; url?: string }
  /** Spans the whole row of a two-column grid. */
  inteiro?: boolean
  linhas?: number
  oculto?: Predicado
  desabilitado?: Predicado
  /** When true, the value is emptied (in the browser as it happens, on the server before parsing). */
  limparQuando?: Predicado
  /**
   * Offered just before this field: fill a group of fields with answers the person already gave in
   * the same form (WCAG 2.2 SC 3.3.7 Redundant Entry), each pair a field to fill and the one it copies.
   * The copy stays editable; nothing is copied on the server.
   */
  copiarDe?: CopiaDeRespostas
}

export interface CopiaDeRespostas {
  /** The button's text, saying whose answers it reuses ('Usar o endereço do representante legal'). */
  rotulo: string
  pares: readonly (readonly [destino: string, origem: string])[]
}

/** What a copy fills: each target with its source's value; null when the sources hold nothing yet. */
export function valoresCopiados(copia: CopiaDeRespostas, v: Valores): Valores | null {
  const preenchido = (x: unknown) => x !== undefined && x !== null && x !== '' && x !== false
  if (!copia.pares.some(([, origem]) => preenchido(v[origem]))) return null
  return Object.fromEntries(copia.pares.map(([destino, origem]) => [destino, v[origem]]))
}

export interface DefinicaoAba {
  id: string
  rotulo: string
  oculta?: Predicado
}

export interface Catalogo {
  campos: readonly DefinicaoCampo[]
  abas?: readonly DefinicaoAba[]
}

/** A catalogue, checked once: names are unique and every tab named by a field exists. */
export function catalogo(c: Catalogo): Catalogo {
  const nomes = new Set<string>()
  for (const campo of c.campos) {
    if (nomes.has(campo.nome)) throw new Error(`campo repetido no catálogo: ${campo.nome}`)
    nomes.add(campo.nome)
    if (campo.aba && !c.abas?.some((a) => a.id === campo.aba)) throw new Error(`aba desconhecida: ${campo.aba}`)
  }
  // A copy names fields of this catalogue only: a typo would copy nothing, silently.
  for (const campo of c.campos)
    for (const par of campo.copiarDe?.pares ?? []) for (const n of par) if (!nomes.has(n)) throw new Error(`cópia de ${campo.nome}: campo desconhecido ${n}`)
  return c
}

/** The first segment of a dotted error path ('enderecos.0.cep' → 'enderecos'). */
const raiz = (campo: string) => campo.split('.')[0]!

export function definicaoDe(c: Catalogo, campo: string): DefinicaoCampo | undefined {
  return c.campos.find((d) => d.nome === campo) ?? c.campos.find((d) => d.nome === raiz(campo))
}

/** Whether a field is shown with these values: its own predicate and its tab's. */
export function campoVisivel(c: Catalogo, d: DefinicaoCampo, v: Valores): boolean {
  if (d.oculto?.(v)) return false
  const aba = d.aba ? c.abas?.find((a) => a.id === d.aba) : undefined
  return !aba?.oculta?.(v)
}

/** The value a field has when it is cleared (by type: '' for text, false, [] ...). */
export function valorVazio(d: DefinicaoCampo): unknown {
  if (d.widget === 'caixa') return false
  if (d.widget === 'caixas' || d.widget === 'anexos') return []
  if (d.widget === 'dinheiro' || d.widget === 'numero') return null
  return ''
}

/**
 * The values with every field that must not carry a value emptied: cleared by
 * its predicate, hidden, or in a hidden tab. The browser applies it as the
 * visitor types; the server applies it before parsing.
 */
export function aplicarRegras(c: Catalogo, v: Valores): Valores {
  const r: Valores = { ...v }
  for (const d of c.campos) {
    if (d.widget === 'captcha') continue
    if (d.limparQuando?.(v) || !campoVisivel(c, d, v)) r[d.nome] = valorVazio(d)
  }
  return r
}

/** The visible tabs, in order. */
export function abasVisiveis(c: Catalogo, v: Valores): DefinicaoAba[] {
  return (c.abas ?? []).filter((a) => !a.oculta?.(v))
}

/** How many errors each tab holds (errors of fields without a tab are not counted). */
export function errosPorAba(c: Catalogo, erros: readonly ErroDeCampo[]): Record<string, number> {
  const contagem: Record<string, number> = {}
  for (const e of erros) {
    const aba = definicaoDe(c, e.campo)?.aba
    if (aba) contagem[aba] = (contagem[aba] ?? 0) + 1
  }
  return contagem
}

/** Errors in the catalogue's order (the order of the page), unknown fields last. */
export function ordenarErros(c: Catalogo, erros: readonly ErroDeCampo[]): ErroDeCampo[] {
  const posicao = (e: ErroDeCampo) => {
    const d = definicaoDe(c, e.campo)
    return d ? c.campos.indexOf(d) : c.campos.length
  }
  return [...erros].sort((a, b) => posicao(a) - posicao(b))
}

/** The first visible tab holding an error, if any. */
export function primeiraAbaComErro(c: Catalogo, erros: readonly ErroDeCampo[], v: Valores): string | undefined {
  const contagem = errosPorAba(c, erros)
  return abasVisiveis(c, v).find((a) => contagem[a.id])?.id
}

function textoDoValor(d: DefinicaoCampo, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '—'
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não'
  // A list of choices, or of attachments ({nome}).
  if (Array.isArray(valor)) return valor.length ? (valor as unknown[]).map((x) => (x && typeof x === 'object' && 'nome' in x ? String(x.nome) : String(x))).join(', ') : '—'
  const opcao = d.opcoes?.find((o) => o.valor === valor)
  return opcao ? opcao.rotulo : typeof valor === 'number' || typeof valor === 'string' ? String(valor) : JSON.stringify(valor)
}

export interface SecaoDoDocumento {
  /** The tab's title ('' for fields outside tabs). */
  titulo: string
  /** The tab's id (absent for fields outside tabs): the check-your-answers step links back to it. */
  aba?: string
  linhas: { rotulo: string; valor: string }[]
}

/**
 * The visible fields as label and value, tab by tab with the tab's title (the
 * catalogue's labels, the options' labels): what the staff e-mail lists and
 * what a printed copy of the form shows.
 */
export function secoesDoFormulario(c: Catalogo, v: Valores, formatar?: (d: DefinicaoCampo, valor: unknown) => string | undefined): SecaoDoDocumento[] {
  const secoes: SecaoDoDocumento[] = []
  let atual: SecaoDoDocumento | undefined
  for (const d of c.campos) {
    if (d.widget === 'captcha' || !campoVisivel(c, d, v)) continue
    const titulo = d.aba ? (c.abas?.find((a) => a.id === d.aba)?.rotulo ?? d.aba) : ''
    if (!atual || atual.titulo !== titulo) secoes.push((atual = { titulo, aba: d.aba, linhas: [] }))
    atual.linhas.push({ rotulo: d.rotulo, valor: formatar?.(d, v[d.nome]) ?? textoDoValor(d, v[d.nome]) })
  }
  return secoes
}

/**
 * 'Rótulo: valor' lines of the visible fields, for the staff e-mail (the
 * catalogue's labels, the options' labels), tab by tab with the tab's title.
 */
export function linhasParaEmail(c: Catalogo, v: Valores, formatar?: (d: DefinicaoCampo, valor: unknown) => string | undefined): string[] {
  const linhas: string[] = []
  for (const s of secoesDoFormulario(c, v, formatar)) {
    if (s.titulo) {
      if (linhas.length) linhas.push('')
      linhas.push(`— ${s.titulo} —`)
    }
    linhas.push(...s.linhas.map((l) => `${l.rotulo}: ${l.valor}`))
  }
  return linhas
}
