import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizarHtml } from '@/domain/html'
import { FORMATO_LINK_EXTERNO } from '@/domain/transparencia'

import { htmlDoEditor } from '../Noticias/hooks/corpo'

const idDe = (v: unknown) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v)

/** Keeps the legacy `complemento` in step with what the editor chose the item to show. */
export const gerarComplemento: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const d = { ...originalDoc, ...data } as Record<string, unknown>
  if (d.formato === FORMATO_LINK_EXTERNO) data.complemento = String(d.link ?? '').trim()
  else if (d.formato === 'PUBLICACOES') data.complemento = String(idDe(d.tipoPublicacao) ?? '')
  else data.complemento = htmlDoEditor(d.conteudo) ?? sanitizarHtml(String(d.complemento ?? ''))
  return data
}
