import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizarHtml } from '@/domain/html'

type EstadoEditor = Parameters<typeof convertLexicalToHTML>[0]['data']

/** Keeps the served HTML body (`corpo`) in step with the edited rich text, sanitised. */
export const gerarCorpo: CollectionBeforeChangeHook = ({ data }) => {
  const conteudo = data.conteudo as EstadoEditor | null | undefined
  if (conteudo?.root) data.corpo = convertLexicalToHTML({ data: conteudo, disableContainer: true })
  if (typeof data.corpo === 'string') data.corpo = sanitizarHtml(data.corpo)
  return data
}
