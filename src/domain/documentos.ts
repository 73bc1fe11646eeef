import { normalizar, slugificar } from './texto'

/**
 * The legacy "documentos para download" pages of the old site: a reader that turns
 * their HTML into sections of links, and the inverse writer.
 *
 * Pure on purpose: the caller parses the HTML (jsdom on the server) and hands over a
 * `Document`, so only standard DOM interfaces are used here. No `instanceof` checks
 * and no `Node.*` constants either: the DOM classes live in the caller's realm, not
 * in this module's globals.
 */

export type TipoPaginaDocumentos = 'GERAL' | 'AGRO' | 'ICS' | 'INV' | 'PUB'

export interface Documento {
  titulo: string
  /** The href as found in the page (absolute or relative). */
  link: string
}

export interface SecaoDocumentos {
  /** Stable key: slug of the title, or 'documentos' / 'cartilha-rais' for untitled ones. */
  chave: string
  /** '' when the section has no heading. */
  titulo: string
  documentos: Documento[]
  /** true = plain list with no heading (CARTILHA RAIS); false = heading + grid. */
  lista: boolean
}

export interface ConteudoDocumentos {
  titulo: string
  secoes: SecaoDocumentos[]
  /** Innovation page only: the image link shown as the 'Envio de Proposta' button. */
  envioProposta: Documento | null
}

/** An error whose message is shown to visitors as is. */
export class ErroDocumentos extends Error {
  constructor(mensagem: string) {
    super(mensagem)
    this.name = 'ErroDocumentos'
  }
}

export const MENSAGEM_SEM_RAIZ = 'Não foi possível encontrar os documentos.'
export const MENSAGEM_FALHA_CARGA = 'Erro ao carregar documentos. Por favor, tente novamente mais tarde.'

const TITULOS_PADRAO: Record<TipoPaginaDocumentos, string> = {
  GERAL: 'Documentos para Download',
  AGRO: 'Documentos para Download',
  ICS: 'Documentos para Download',
  PUB: 'Documentos para Download - Público',
  INV: 'Documentos para Download - Inovação',
}

const CHAVE_SEM_TITULO = 'documentos'
const CHAVE_CARTILHA = 'cartilha-rais'
const TITULO_ENVIO = 'Envio de Proposta'
const ELEMENTO = 1
const TEXTO = 3

/** The title used when the page has no header or heading of its own. */
export function tituloPadrao(tipo: TipoPaginaDocumentos): string {
  return TITULOS_PADRAO[tipo]
}

// ---------------------------------------------------------------- text and links

function colapsar(texto: string): string {
  return texto.replace(/\s+/g, ' ').trim()
}

/** Text of a node with `<br>` as a space: the old CMS broke long titles with it. */
function textoDe(no: Node): string {
  if (no.nodeType === TEXTO) return no.nodeValue ?? ''
  if (no.nodeType === ELEMENTO && (no as Element).localName === 'br') return ' '
  return Array.from(no.childNodes, textoDe).join('')
}

function textoVisivel(el: Element): string {
  return colapsar(textoDe(el))
}

/** Link text without the trailing semicolons staff typed as list separators. */
export function tituloDoLink(el: Element): string {
  return textoVisivel(el).replace(/[\s;]+$/, '')
}

/** False for empty, in-page (#) and javascript: hrefs. */
export function linkPermitido(href: string): boolean {
  const limpo = href.trim()
  // Browsers drop tabs and newlines inside a URL, so "java\nscript:" would still run.
  const esquema = limpo.replace(/[\t\n\r]/g, '').toLowerCase()
  return limpo !== '' && !limpo.startsWith('#') && !esquema.startsWith('javascript:')
}

function lerLink(a: Element): Documento | null {
  const link = (a.getAttribute('href') ?? '').trim()
  const titulo = tituloDoLink(a)
  return linkPermitido(link) && titulo ? { titulo, link } : null
}

function ehCartilha(texto: string): boolean {
  return colapsar(normalizar(texto)).includes('cartilha rais')
}

function slug(texto: string): string {
  return slugificar(texto) || 'secao'
}

// ---------------------------------------------------------------- green headings

type Rgb = readonly [number, number, number]

const VERDES_NOMEADOS: Record<string, Rgb> = {
  green: [0, 128, 0],
  darkgreen: [0, 100, 0],
  forestgreen: [34, 139, 34],
  seagreen: [46, 139, 87],
  limegreen: [50, 205, 50],
  lime: [0, 255, 0],
}

function rgbDe(cor: string): Rgb | null {
  const c = cor.replace(/!important/i, '').trim().toLowerCase()
  const nomeado = VERDES_NOMEADOS[c]
  if (nomeado) return nomeado
  // `<font color>` accepts hex without '#', so it is optional here.
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c)?.[1]
  if (hex) {
    const pares = hex.length === 3 ? Array.from(hex, (d) => d + d) : (hex.match(/../g) ?? [])
    const [r = 0, g = 0, b = 0] = pares.map((p) => parseInt(p, 16))
    return [r, g, b]
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(c)
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null
}

/** Green is any colour whose green channel clearly dominates (the CMS used several shades). */
export function corVerde(cor: string): boolean {
  const rgb = rgbDe(cor)
  return rgb !== null && rgb[1] > rgb[0] + 40 && rgb[1] > rgb[2] + 40
}

function corDoElemento(el: Element): string | null {
  // Anchored at the start or after ';' so that background-color does not count.
  const estilo = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(el.getAttribute('style') ?? '')
  if (estilo?.[1]) return estilo[1]
  return el.localName === 'font' ? el.getAttribute('color') : null
}

function temTextoVerde(p: Element): boolean {
  return [p, ...Array.from(p.querySelectorAll('*'))].some((el) => {
    const cor = corDoElemento(el)
    return cor !== null && corVerde(cor) && textoVisivel(el) !== ''
  })
}

function maiusculo(texto: string): boolean {
  return /\p{L}/u.test(texto) && texto === texto.toLocaleUpperCase('pt-BR')
}

// ---------------------------------------------------------------- reader

/** Centre column first, then the content element, then any *content* id, then the body. */
function raizDe(doc: Document): Element | null {
  return (
    doc.querySelector('.centro, #centro') ??
    doc.querySelector('content, .content') ??
    doc.querySelector('[id*="content"]') ??
    // Typed non-null by lib.dom, but null in a document without a body (or an XML one).
    doc.body
  )
}

function tituloDe(raiz: Element, tipo: TipoPaginaDocumentos): string {
  const header = raiz.querySelector('header')
  const doHeader = header ? textoVisivel(header) : ''
  const heading = raiz.querySelector('h1, h2, h3, h4, h5, h6')
  return doHeader || (heading ? textoVisivel(heading) : '') || tituloPadrao(tipo)
}

interface Titulada {
  titulo: string
  documentos: Documento[]
}

/** Untitled first, titled in page order, CARTILHA RAIS last; empty ones dropped; keys unique. */
function montarSecoes(semTitulo: Documento[], tituladas: Titulada[], cartilha: Documento[]): SecaoDocumentos[] {
  const usadas = new Set<string>()
  if (semTitulo.length) usadas.add(CHAVE_SEM_TITULO)
  if (cartilha.length) usadas.add(CHAVE_CARTILHA)
  const secoes: SecaoDocumentos[] = []
  if (semTitulo.length) secoes.push({ chave: CHAVE_SEM_TITULO, titulo: '', documentos: semTitulo, lista: false })
  for (const { titulo, documentos } of tituladas.filter((s) => s.documentos.length)) {
    const base = slug(titulo)
    let chave = base
    for (let n = 2; usadas.has(chave); n++) chave = `${base}-${n}`
    usadas.add(chave)
    secoes.push({ chave, titulo, documentos, lista: false })
  }
  if (cartilha.length) secoes.push({ chave: CHAVE_CARTILHA, titulo: '', documentos: cartilha, lista: true })
  return secoes
}

/**
 * GERAL: green upper-case paragraphs open sections; the bullet lists after them hold the
 * links. The CARTILHA RAIS paragraph opens the plain-list section (its own links count too).
 */
function lerGeral(raiz: Element): SecaoDocumentos[] {
  const semTitulo: Documento[] = []
  const cartilha: Documento[] = []
  const tituladas: Titulada[] = []
  let atual = semTitulo
  let paragrafoCartilha: Element | null = null
  // Document order, so each link lands in the section opened last before it.
  for (const el of Array.from(raiz.querySelectorAll('p, a'))) {
    if (el.localName === 'p') {
      const texto = textoVisivel(el)
      if (ehCartilha(texto)) {
        atual = cartilha
        paragrafoCartilha = el
      } else if (temTextoVerde(el) && maiusculo(texto)) {
        const secao = { titulo: texto, documentos: [] }
        tituladas.push(secao)
        atual = secao.documentos
      }
      continue
    }
    const naLista = el.closest('ul li, ol li') !== null
    const documento = naLista || paragrafoCartilha?.contains(el) ? lerLink(el) : null
    if (documento) atual.push(documento)
  }
  return montarSecoes(semTitulo, tituladas, cartilha)
}

/** AGRO, ICS, PUB and INV: every paragraph link; INV also splits out the image and the cartilha. */
function lerParagrafos(raiz: Element, tipo: TipoPaginaDocumentos): Omit<ConteudoDocumentos, 'titulo'> {
  const documentos: Documento[] = []
  const cartilha: Documento[] = []
  let envioProposta: Documento | null = null
  for (const a of Array.from(raiz.querySelectorAll('p a'))) {
    const img = tipo === 'INV' ? a.querySelector('img') : null
    if (img) {
      const link = (a.getAttribute('href') ?? '').trim()
      if (!envioProposta && linkPermitido(link)) {
        envioProposta = { titulo: colapsar(img.getAttribute('alt') ?? '') || TITULO_ENVIO, link }
      }
      continue
    }
    const documento = lerLink(a)
    if (!documento) continue
    if (tipo === 'INV' && ehCartilha(documento.titulo)) cartilha.push(documento)
    else documentos.push(documento)
  }
  return { secoes: montarSecoes(documentos, [], cartilha), envioProposta }
}

/** Reads a legacy documents page; throws ErroDocumentos(MENSAGEM_SEM_RAIZ) when it has no content at all. */
export function lerPaginaDocumentos(doc: Document, tipo: TipoPaginaDocumentos): ConteudoDocumentos {
  const raiz = raizDe(doc)
  if (!raiz) throw new ErroDocumentos(MENSAGEM_SEM_RAIZ)
  const titulo = tituloDe(raiz, tipo)
  if (tipo === 'GERAL') return { titulo, secoes: lerGeral(raiz), envioProposta: null }
  return { titulo, ...lerParagrafos(raiz, tipo) }
}

// ---------------------------------------------------------------- writer

function escapar(texto: string): string {
  return texto
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function validos(documentos: Documento[]): Documento[] {
  return documentos.filter((d) => linkPermitido(d.link) && d.titulo.trim() !== '')
}

function ancora(d: Documento, conteudo = escapar(d.titulo)): string {
  return `<a href="${escapar(d.link.trim())}">${conteudo}</a>`
}

/** The reader's order, so that whatever order the input has, the page reads back the same. */
function ordenar(secoes: SecaoDocumentos[]): SecaoDocumentos[] {
  const semTitulo = secoes.filter((s) => !s.lista && !s.titulo.trim())
  const tituladas = secoes.filter((s) => !s.lista && s.titulo.trim())
  return [...semTitulo, ...tituladas, ...secoes.filter((s) => s.lista)]
}

/**
 * Limitations (the legacy format cannot say more): GERAL headings are written upper-case,
 * because the reader only takes upper-case green paragraphs as headings, so a title typed
 * in mixed case reads back upper-cased; a GERAL heading or an INV document whose text has
 * 'CARTILHA RAIS' reads back as the cartilha section, and an INV cartilha document reads
 * back as such only if its title has 'CARTILHA RAIS'. Keys are recomputed by the reader;
 * javascript:, '#' and empty links are skipped.
 */
export function escreverPaginaDocumentos(c: ConteudoDocumentos, tipo: TipoPaginaDocumentos): string {
  const partes: string[] = []
  if (c.titulo.trim()) partes.push(`<h1>${escapar(c.titulo)}</h1>`)
  if (tipo === 'GERAL') {
    for (const secao of ordenar(c.secoes)) {
      const documentos = validos(secao.documentos)
      if (!documentos.length) continue
      if (secao.lista) partes.push('<p><strong>CARTILHA RAIS</strong></p>')
      else if (secao.titulo.trim()) {
        const titulo = escapar(secao.titulo.toLocaleUpperCase('pt-BR'))
        partes.push(`<p><span style="color: #008000"><strong>${titulo}</strong></span></p>`)
      }
      partes.push(`<ul>${documentos.map((d) => `<li>${ancora(d)}</li>`).join('')}</ul>`)
    }
  } else {
    const envio = tipo === 'INV' ? c.envioProposta : null
    if (envio && linkPermitido(envio.link)) {
      const img = `<img src="/imagens/envio-proposta.svg" alt="${escapar(envio.titulo)}">`
      partes.push(`<p>${ancora(envio, img)}</p>`)
    }
    for (const secao of ordenar(c.secoes)) {
      for (const d of validos(secao.documentos)) partes.push(`<p>${ancora(d)}</p>`)
    }
  }
  return `<div class="centro">\n${partes.join('\n')}\n</div>`
}
