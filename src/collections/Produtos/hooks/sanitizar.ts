import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizarHtml } from '@/domain/html'

/** Stores bodies already sanitised, so every reader of the API gets safe HTML. */
export const sanitizarCorpo: CollectionBeforeChangeHook = ({ data }) => {
  for (const campo of ['descricao', 'texto'] as const) {
    const valor: unknown = data[campo]
    if (typeof valor === 'string') data[campo] = sanitizarHtml(valor)
  }
  return data
}
