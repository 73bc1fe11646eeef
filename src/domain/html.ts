import sanitizeHtml from 'sanitize-html'

/**
 * Tags and attributes staff may use in content bodies. Scripts, styles, event
 * handlers and javascript: URLs are dropped, so a pasted body cannot run code
 * in a visitor's browser.
 */
const OPCOES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
    'ul', 'ol', 'li', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
    'img', 'figure', 'figcaption', 'span', 'div', 'small', 'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // A body's own top-level heading would compete with the page's h1.
    h1: 'h2',
  },
}

/** HTML safe to render inside a page. */
export function sanitizarHtml(html: string): string {
  return sanitizeHtml(html, OPCOES)
}

/** Ends of blocks and line breaks: where words of two paragraphs or items must stay apart. */
const FIM_DE_BLOCO = /<\/(p|li|h[1-6]|div|td|th|tr|dd|dt|blockquote)>|<br\s*\/?>/gi

/**
 * The visible text of an HTML fragment, whitespace collapsed (for summaries and
 * search); "<p>2022:</p><p>Relatório</p>" reads "2022: Relatório", not "2022:Relatório".
 */
export function textoPuro(html: string): string {
  return sanitizeHtml(html.replace(FIM_DE_BLOCO, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** A plain text as one HTML paragraph, with its special characters escaped. */
export function paragrafoHtml(texto: string): string {
  const escapado = texto
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
  return escapado ? `<p>${escapado}</p>` : ''
}
