import type { CollectionAfterChangeHook } from 'payload'

import type { Role } from '@/access/roles'
import { enderecoDaEquipe, type EquipeQueResponde } from '@/server/servicos/atendimento/enderecos'
import { enfileirarMensagem } from '@/server/adaptadores/email/caixa-de-saida'

import { itensNovos } from './historico'

/** How a kind answers its citizen: the team whose address replies reach, and how the e-mail names the case. */
export interface RespostasDoCaso {
  equipe: EquipeQueResponde
  /** The case as the e-mail names it ('sua mensagem ao Fale Conosco'). */
  nome: string
}

type Caso = { id: number | string; nome?: string; email?: string; protocolo?: string | null; respostas?: { id?: string | null; texto: string }[] | null }

/**
 * After a save that added replies, in the same transaction: each goes to the
 * outbox once, to the citizen's address, with the team's address as Reply-To
 * (a reply from the citizen reaches the team, not the no-reply sender). The
 * internal notes never go: only the reply's own text.
 */
export function enviarRespostas(slug: string, papel: Role, r: RespostasDoCaso): CollectionAfterChangeHook<Caso> {
  return async ({ doc, previousDoc, operation, req }) => {
    const novas = operation === 'update' ? itensNovos(previousDoc?.respostas, doc.respostas) : []
    if (!novas.length || !doc.email) return doc
    const responderPara = await enderecoDaEquipe(req.payload, req, r.equipe)
    const numero = doc.protocolo ? ` (protocolo ${doc.protocolo})` : ''
    for (const resposta of novas) {
      await enfileirarMensagem(req.payload, req, {
        para: doc.email,
        responderPara,
        assunto: `Resposta a ${r.nome}${numero}`,
        texto: [`Olá, ${doc.nome ?? ''}.`, '', `Esta é a resposta a ${r.nome}${numero}.`, '', resposta.texto, '', 'Para continuar a conversa, responda a este e-mail.'].join('\n'),
        papel,
        origem: `${slug}:${doc.id}`,
      })
    }
    return doc
  }
}
