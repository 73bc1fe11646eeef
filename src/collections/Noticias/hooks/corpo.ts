import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { CollectionBeforeChangeHook, Field } from 'payload'

import { sanitizarHtml } from '@/domain/html'

type EstadoEditor = Parameters<typeof convertLexicalToHTML>[0]['data']

/** The sanitised HTML of a rich-text value, or null when it holds no editor state. */
export function htmlDoEditor(conteudo: unknown): string | null {
  const estado = conteudo as EstadoEditor | null | undefined
  return estado?.root ? sanitizarHtml(convertLexicalToHTML({ data: estado, disableContainer: true })) : null
}

/**
 * Keeps an object's served HTML (`corpo`) in step with its edited rich text
 * (`conteudo`), sanitised; a `corpo` written directly (seed, API) is sanitised too.
 */
function sincronizarCorpo(o: Record<string, unknown>): void {
  const html = htmlDoEditor(o.conteudo)
  if (html !== null) o.corpo = html
  else if (typeof o.corpo === 'string') o.corpo = sanitizarHtml(o.corpo)
}

/** The document's own `corpo`. */
export const gerarCorpo: CollectionBeforeChangeHook = ({ data }) => {
  sincronizarCorpo(data)
  return data
}

/** The `corpo` of each row of an array field (titled sections of a page). */
export const gerarCorpoDasLinhas =
  (campo: string): CollectionBeforeChangeHook =>
  ({ data }) => {
    const linhas: unknown = data[campo]
    if (Array.isArray(linhas)) for (const l of linhas as Record<string, unknown>[]) sincronizarCorpo(l)
    return data
  }

/** The editor's text (`conteudo`, labelled `rotulo`) and the HTML served from it (`corpo`, hidden: the hooks above write it). */
export function camposDoTexto(rotulo: string): Field[] {
  return [
    { name: 'conteudo', label: rotulo, type: 'richText' },
    { name: 'corpo', type: 'textarea', admin: { hidden: true } },
  ]
}
