import type { PayloadRequest } from 'payload'

import { abrir, PARA_DENUNCIANTE, type Envelope } from './cifra'
import { abrirChavePrivada, type ChavePrivadaSelada } from './chaves'
import { contextoDe } from './equipe'

export class ErroAoAbrir extends Error {
  constructor(
    readonly status: number,
    mensagem: string,
  ) {
    super(mensagem)
  }
}

export interface DenunciaAberta {
  id: number | string
  status: string
  registradaEm: string
  texto: string
  identidade: Record<string, unknown> | null
  documentos: { nome: string; conteudo: string }[]
  observacao: string
  mensagens: { autor: 'equipe' | 'denunciante'; data: string; texto: string; anexos: string[] }[]
  /** The team members the report's text is sealed for, by name (the reporter's own wrap is not listed). */
  seladaPara: string[]
}

/** Whom an envelope is wrapped for, as the team reads it: members' names, a removed key as such. */
async function destinatariosDe(req: PayloadRequest, envelope: Envelope): Promise<string[]> {
  const ids = envelope.embrulhos.map((e) => e.para).filter((p) => p !== PARA_DENUNCIANTE).map((p) => p.replace(/^membro:/, ''))
  if (!ids.length) return []
  const { docs } = await req.payload.find({ collection: 'membros-integridade', where: { id: { in: ids } }, limit: 0, pagination: false, depth: 1, overrideAccess: true, req })
  const nomes = ids.map((id) => {
    const u = docs.find((m) => String(m.id) === id)?.usuario
    return typeof u === 'object' ? u.nome : `chave removida (${id})`
  })
  return nomes.sort((a, b) => a.localeCompare(b, 'pt-BR'))
}

/**
 * Decrypts one report for the signed-in member: their sealed key opened with
 * the passphrase they typed (never stored), then each envelope. The opening is
 * recorded in the audit log (who, when, which) before the answer is returned:
 * if the record cannot be written, nothing is answered.
 */
export async function abrirDenuncia(req: PayloadRequest, id: string, frase: string): Promise<DenunciaAberta> {
  const { payload, user } = req
  if (!user) throw new ErroAoAbrir(403, 'Apenas a equipe de integridade abre denúncias.')
  const { docs } = await payload.find({ collection: 'membros-integridade', where: { usuario: { equals: user.id } }, limit: 1, depth: 0, overrideAccess: true, req })
  const membro = docs[0]
  if (!membro) throw new ErroAoAbrir(403, 'Sua conta ainda não tem chave da equipe de integridade.')
  const doc = await payload.findByID({ collection: 'denuncias', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!doc) throw new ErroAoAbrir(404, 'Denúncia não encontrada.')
  let chave
  try {
    chave = await abrirChavePrivada(membro.chavePrivada as unknown as ChavePrivadaSelada, membro.chavePublica, frase)
  } catch {
    throw new ErroAoAbrir(403, 'Frase secreta incorreta.')
  }
  const quem = `membro:${membro.id}`
  const ler = (campo: string, envelope: unknown) => {
    if (!envelope) return ''
    try {
      return abrir(envelope as Envelope, contextoDe(doc.etiqueta, campo), quem, chave).toString('utf8')
    } catch {
      // Filed before this member joined and not yet re-wrapped for them (docs/security/whistleblower.md).
      throw new ErroAoAbrir(409, 'Esta denúncia não foi cifrada para a sua chave; peça a outro membro que a compartilhe.')
    }
  }
  const aberta: DenunciaAberta = {
    id: doc.id,
    status: doc.status,
    registradaEm: doc.createdAt,
    texto: ler('texto', doc.texto),
    identidade: doc.identidade ? (JSON.parse(ler('identidade', doc.identidade)) as Record<string, unknown>) : null,
    documentos: ((doc.documentos as unknown as Envelope[] | null) ?? []).map((d, i) => JSON.parse(ler(`documento:${i}`, d)) as { nome: string; conteudo: string }),
    observacao: ler('observacao', doc.observacao),
    mensagens: ((doc.mensagens as unknown as { autor: 'equipe' | 'denunciante'; data: string; envelope: Envelope }[] | null) ?? []).map((m, i) => {
      const { texto, anexos } = JSON.parse(ler(`mensagem:${i}`, m.envelope)) as { texto: string; anexos?: string[] }
      return { autor: m.autor, data: m.data, texto, anexos: anexos ?? [] }
    }),
    seladaPara: await destinatariosDe(req, doc.texto as unknown as Envelope),
  }
  await payload.create({ collection: 'auditoria', data: { usuario: user.id, acao: 'consultou', colecao: 'denuncias', documento: String(doc.id) }, overrideAccess: true, req })
  // A member read what the reporter added: the case's news is seen (the database adapter: no hooks, no second audit entry).
  if (doc.novidade) await payload.db.updateOne({ collection: 'denuncias', id: doc.id, data: { novidade: false }, req })
  return aberta
}
