import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizarHtml } from '@/domain/html'

type EstadoEditor = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * Keeps `texto` (the HTML the site and the legacy API serve) in step with the
 * rich-text `conteudo` staff edit, and stores every HTML body sanitised.
 */
export const sanitizarCorpo: CollectionBeforeChangeHook = ({ data }) => {
  const conteudo = data.conteudo as EstadoEditor | null | undefined
  if (conteudo?.root) {
    data.texto = convertLexicalToHTML({ data: conteudo, disableContainer: true })
  }
  for (const campo of ['descricao', 'texto'] as const) {
    const valor: unknown = data[campo]
    if (typeof valor === 'string') data[campo] = sanitizarHtml(valor)
  }
  return data
}
