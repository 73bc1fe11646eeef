import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizarHtml } from '@/domain/html'

type EstadoEditor = Parameters<typeof convertLexicalToHTML>[0]['data']

/** The sanitised HTML of a rich-text value, or null when it holds no editor state. */
export function htmlDoEditor(conteudo: unknown): string | null {
  const estado = conteudo as EstadoEditor | null | undefined
  return estado?.root ? sanitizarHtml(convertLexicalToHTML({ data: estado, disableContainer: true })) : null
}

/** Keeps the served HTML body (`corpo`) in step with the edited rich text, sanitised. */
export const gerarCorpo: CollectionBeforeChangeHook = ({ data }) => {
  const html = htmlDoEditor(data.conteudo)
  if (html !== null) data.corpo = html
  else if (typeof data.corpo === 'string') data.corpo = sanitizarHtml(data.corpo)
  return data
}

/** The same for each row of an array field whose rows have `conteudo` and `corpo`. */
export const gerarCorpoDasLinhas =
  (campo: string): CollectionBeforeChangeHook =>
  ({ data }) => {
    const linhas: unknown = data[campo]
    if (Array.isArray(linhas)) {
      for (const l of linhas as Record<string, unknown>[]) {
        const html = htmlDoEditor(l.conteudo)
        if (html !== null) l.corpo = html
        else if (typeof l.corpo === 'string') l.corpo = sanitizarHtml(l.corpo)
      }
    }
    return data
  }
