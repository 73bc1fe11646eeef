import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizarHtml } from '@/domain/html'
import { FORMATO_LINK_EXTERNO } from '@/domain/transparencia'

import { idDaRelacao } from '@/server/payload/relacao'

import { htmlDoEditor } from '../Noticias/hooks/corpo'

const texto = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** Keeps the legacy `complemento` in step with what the editor chose the item to show. */
export const gerarComplemento: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const d = { ...(originalDoc as Record<string, unknown> | undefined), ...data } as Record<string, unknown>
  if (d.formato === FORMATO_LINK_EXTERNO) data.complemento = texto(d.link).trim()
  else if (d.formato === 'PUBLICACOES') data.complemento = String(idDaRelacao(d.tipoPublicacao) ?? '')
  else data.complemento = htmlDoEditor(d.conteudo) ?? sanitizarHtml(texto(d.complemento))
  return data
}
