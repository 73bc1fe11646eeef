import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

import { paragrafoHtml, sanitizarHtml, textoPuro } from '@/domain/html'

type EstadoEditor = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * A product written through the API with only the legacy HTML `descricao` gets
 * its plain `resumo` from it, so the back-office shows readable text.
 */
export const preencherResumo: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.resumo && typeof data.descricao === 'string') data.resumo = textoPuro(data.descricao)
  return data
}

/**
 * Keeps the HTML the site and the legacy API serve (`descricao`, `texto`) in
 * step with what staff edit (plain `resumo`, rich-text `conteudo`), and stores
 * every HTML body sanitised.
 */
export const sanitizarCorpo: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.resumo === 'string' && data.resumo.trim()) data.descricao = paragrafoHtml(data.resumo)
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
