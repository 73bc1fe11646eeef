import type { KeyObject } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { acrescentar, PARA_DENUNCIANTE, reselar, type Destinatario, type Envelope } from './cifra'
import { contextoDe, equipeDeIntegridade } from './equipe'
import type { MensagemGuardada } from './mensagens'

/** What one pass did: reports brought up to date, and those this member could not open (filed before they joined). */
export interface ResultadoRecifrar {
  atualizadas: number
  semAcesso: number
}

/**
 * Brings one envelope up to date with the team: a wrap for a removed member
 * means a fresh content key for the remaining recipients (the removed member
 * may have kept the old one); a member without a wrap gets one for the same
 * content key (the ciphertext is untouched). The reporter keeps their wrap
 * where they had one. Null when nothing changes.
 */
function emDia(envelope: Envelope, contexto: string, quem: string, chave: KeyObject, equipe: Destinatario[], chaveDoDenunciante: string): Envelope | null {
  const ids = new Set(equipe.map((d) => d.id))
  const doDenunciante = envelope.embrulhos.some((e) => e.para === PARA_DENUNCIANTE)
  const removidos = envelope.embrulhos.some((e) => e.para !== PARA_DENUNCIANTE && !ids.has(e.para))
  if (removidos) {
    return reselar(envelope, contexto, quem, chave, doDenunciante ? [...equipe, { id: PARA_DENUNCIANTE, chavePublica: chaveDoDenunciante }] : equipe)
  }
  let atual = envelope
  for (const d of equipe) {
    if (!atual.embrulhos.some((e) => e.para === d.id)) atual = acrescentar(atual, contexto, quem, chave, d)
  }
  return atual === envelope ? null : atual
}

/**
 * Re-wraps every report for the current team (docs/security/whistleblower.md,
 * "Adding a member", "Removing a member"), run by a member with their own
 * private key: newcomers get access to older reports, removed members lose it.
 * Each report is updated in its own write; one this member cannot open is
 * counted and left for another member. A reply the reporter sends while a
 * report is being re-wrapped is kept (read again just before the write); the
 * window left is that of the two statements.
 */
export async function recifrarParaEquipe(payload: Payload, req: PayloadRequest, membroId: number | string, chave: KeyObject): Promise<ResultadoRecifrar> {
  const quem = `membro:${membroId}`
  const equipe = await equipeDeIntegridade(payload)
  const resultado: ResultadoRecifrar = { atualizadas: 0, semAcesso: 0 }
  let pagina = 1
  for (;;) {
    const { docs, hasNextPage } = await payload.find({ collection: 'denuncias', depth: 0, limit: 50, page: pagina, sort: 'id', overrideAccess: true, req })
    for (const doc of docs) {
      const ctx = (campo: string) => contextoDe(doc.etiqueta, campo)
      const atualizar = (envelope: unknown, campo: string) => (envelope ? emDia(envelope as Envelope, ctx(campo), quem, chave, equipe, doc.chaveDoDenunciante) : null)
      try {
        const data: Record<string, unknown> = {}
        for (const campo of ['texto', 'identidade', 'observacao'] as const) {
          const novo = atualizar(doc[campo], campo)
          if (novo) data[campo] = novo
        }
        const documentos = ((doc.documentos as unknown as Envelope[] | null) ?? []).map((d, i) => atualizar(d, `documento:${i}`) ?? d)
        if (documentos.some((d, i) => d !== (doc.documentos as unknown as Envelope[])[i])) data.documentos = documentos
        const guardadas = (doc.mensagens as unknown as MensagemGuardada[] | null) ?? []
        const mensagens = guardadas.map((m, i) => {
          const novo = atualizar(m.envelope, `mensagem:${i}`)
          return novo ? { ...m, envelope: novo } : m
        })
        if (mensagens.some((m, i) => m !== guardadas[i])) data.mensagens = mensagens
        if (Object.keys(data).length) {
          if (data.documentos || data.mensagens) {
            // The reporter may have replied since this page was read (their own call, sealed for today's
            // team): what was appended meanwhile is kept, after the re-wrapped entries, read just before
            // the write rather than lost with the stale list.
            const agora = await payload.findByID({ collection: 'denuncias', id: doc.id, depth: 0, overrideAccess: true, req })
            if (data.documentos) data.documentos = [...documentos, ...((agora.documentos as unknown as Envelope[] | null) ?? []).slice(documentos.length)]
            if (data.mensagens) data.mensagens = [...mensagens, ...((agora.mensagens as unknown as MensagemGuardada[] | null) ?? []).slice(mensagens.length)]
          }
          // The full lists are written, so skip the back-office hook's "lists only grow" guard (context
          // doDenunciante) for this server write.
          await payload.update({ collection: 'denuncias', id: doc.id, data, overrideAccess: true, req, context: { doDenunciante: true } })
          resultado.atualizadas++
        }
      } catch {
        // No wrap for this member (filed before they joined and not yet shared with them).
        resultado.semAcesso++
      }
    }
    if (!hasNextPage) return resultado
    pagina++
  }
}
