import type { CollectionAfterChangeHook } from 'payload'

import { EQUIPES_DAS_SUBMISSOES } from '@/access/matriz'
import { SERVICOS_ACOMPANHADOS } from '@/domain/submissao/servicos-acompanhados'
import { enfileirarMensagem } from '@/server/adaptadores/email/caixa-de-saida'
import { textoDaAvaliacao, tokenDaAvaliacao } from '@/server/servicos/satisfacao/link'

const ehAcompanhada = (slug: string): slug is keyof typeof SERVICOS_ACOMPANHADOS => Object.hasOwn(SERVICOS_ACOMPANHADOS, slug)

/**
 * When staff move a case into an answered or closed status, the receipt's address gets the
 * satisfaction survey's one-time link (Lei 13.460/2017 art. 23; issue 32), queued in the
 * same transaction as the change. Moving it back and closing it again sends a new link, but
 * the case is rated once (avaliacoes-satisfacao.caso is unique).
 */
export const avisarSatisfacao: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }): Promise<unknown> => {
  const igual = doc as unknown
  if (operation !== 'update' || !ehAcompanhada(collection.slug)) return igual
  const { servico } = SERVICOS_ACOMPANHADOS[collection.slug]
  // The kind's closed statuses, from its definition (collections/submissao.ts keeps them in custom.caso).
  const concluidas = (collection.custom?.caso as { encerradas?: readonly string[] } | undefined)?.encerradas ?? []
  const d = doc as { id: number | string; situacao?: string; email?: string | null; protocolo?: string | null }
  const antes = (previousDoc as { situacao?: string } | undefined)?.situacao ?? ''
  const concluiu = concluidas.includes(d.situacao ?? '') && !concluidas.includes(antes)
  if (!concluiu || !d.email || !d.protocolo) return igual
  const { assunto, texto } = textoDaAvaliacao(servico, d.protocolo, tokenDaAvaliacao(collection.slug, d.id))
  await enfileirarMensagem(req.payload, req, { para: d.email, assunto, texto, papel: EQUIPES_DAS_SUBMISSOES[collection.slug], origem: `${collection.slug}:${d.id}` })
  return igual
}
