import { ErroDocumentos, linkPermitido, MENSAGEM_SEM_RAIZ, tituloDoLink, tituloPadrao, type ConteudoDocumentos, type Documento, type SecaoDocumentos, type TipoPaginaDocumentos } from './documentos'
import { slugificar } from './texto'

/**
 * The customer documents page (documents for existing clients, spec 3 §7):
 * another legacy layout than the five download pages, so its own reader and
 * writer. Title in `.header-02`; under the centre column, a paragraph with a
 * bold heading ('- Agronegócio e Empresa') starts a group and paragraphs with a
 * link add its documents (spec 3 §5: empty, '#' and javascript: links ignored,
 * empty groups dropped).
 */

/** Every stored download page: the five of spec 2 and the customers' one. */
export type ChavePaginaDocumentos = TipoPaginaDocumentos | 'CLIENTES'

/** The key of the legacy content call (`/fas/conteudo/{chave}`). */
export const CHAVE_CONTEUDO_CLIENTES = 'DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES'

/** The groups the spec names, in its order (the demo content and the back-office's hint). */
export const GRUPOS_CLIENTES = ['Agronegócio e Empresa', 'Município', 'Inovação'] as const

/** Spec 3 §7: 'Documentos para Download' when the page has no `.header-02`. */
export function tituloPadraoDe(chave: ChavePaginaDocumentos): string {
  return chave === 'CLIENTES' ? 'Documentos para Download' : tituloPadrao(chave)
}

const ELEMENTO = 1
const TEXTO = 3

function textoDe(no: Node): string {
  if (no.nodeType === TEXTO) return no.nodeValue ?? ''
  if (no.nodeType === ELEMENTO && (no as Element).localName === 'br') return ' '
  return Array.from(no.childNodes, textoDe).join('')
}

const colapsar = (t: string) => t.replace(/\s+/g, ' ').trim()

/** '- Município' → 'Município': the dash is how the page draws a group, not part of its name. */
export function nomeDoGrupo(texto: string): string {
  return colapsar(texto).replace(/^[-–—]\s*/, '')
}

/** A bold heading: the paragraph's whole visible text sits inside <b>/<strong> (or a bold style), and it has no link. */
function ehCabecalhoNegrito(p: Element): boolean {
  if (p.querySelector('a')) return false
  const texto = colapsar(textoDe(p))
  if (!texto) return false
  const negritos = Array.from(p.querySelectorAll('b, strong, [style*="bold"], [style*="700"]'))
  return negritos.some((b) => colapsar(textoDe(b)) === texto)
}

/** Reads the customer documents page; throws ErroDocumentos(MENSAGEM_SEM_RAIZ) without a centre column. */
export function lerDocumentosClientes(doc: Document): ConteudoDocumentos {
  const centro = doc.querySelector('.centro, #centro')
  if (!centro) throw new ErroDocumentos(MENSAGEM_SEM_RAIZ)
  const cabecalho = doc.querySelector('.header-02')
  const titulo = (cabecalho && colapsar(textoDe(cabecalho))) || tituloPadraoDe('CLIENTES')
  const grupos: { titulo: string; documentos: Documento[] }[] = [{ titulo: '', documentos: [] }]
  for (const p of Array.from(centro.querySelectorAll('p'))) {
    if (ehCabecalhoNegrito(p)) {
      grupos.push({ titulo: nomeDoGrupo(textoDe(p)), documentos: [] })
      continue
    }
    for (const a of Array.from(p.querySelectorAll('a'))) {
      const link = (a.getAttribute('href') ?? '').trim()
      const nome = tituloDoLink(a)
      if (linkPermitido(link) && nome) grupos.at(-1)!.documentos.push({ titulo: nome, link })
    }
  }
  const usadas = new Set<string>()
  const secoes: SecaoDocumentos[] = grupos
    .filter((g) => g.documentos.length > 0)
    .map((g) => {
      const base = slugificar(g.titulo) || 'documentos'
      let chave = base
      for (let n = 2; usadas.has(chave); n++) chave = `${base}-${n}`
      usadas.add(chave)
      return { chave, titulo: g.titulo, documentos: g.documentos, lista: false }
    })
  return { titulo, secoes, envioProposta: null }
}

function escapar(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/**
 * The page as the legacy client fetched it, so its parser (and `lerDocumentosClientes`)
 * reads back the same groups: untitled documents first, then each group with its
 * '- ' heading; invalid links and groups left empty are not written.
 */
export function escreverDocumentosClientes(c: ConteudoDocumentos): string {
  const partes: string[] = []
  const secoes = [...c.secoes.filter((s) => !s.titulo.trim()), ...c.secoes.filter((s) => s.titulo.trim())]
  for (const s of secoes) {
    const documentos = s.documentos.filter((d) => linkPermitido(d.link) && d.titulo.trim() !== '')
    if (!documentos.length) continue
    if (s.titulo.trim()) partes.push(`<p><strong>- ${escapar(nomeDoGrupo(s.titulo))}</strong></p>`)
    for (const d of documentos) partes.push(`<p><a href="${escapar(d.link.trim())}">${escapar(d.titulo.trim())}</a></p>`)
  }
  const titulo = escapar(c.titulo.trim() || tituloPadraoDe('CLIENTES'))
  return `<div class="header-02">${titulo}</div>\n<div class="centro">\n${partes.join('\n')}\n</div>`
}
