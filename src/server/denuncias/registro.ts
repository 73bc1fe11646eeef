import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { textoPuro } from '@/domain/html'
import { rotuloDoStatus } from '@/domain/denuncia/status'

import { enfileirarMensagem } from '../email/caixa-de-saida'
import { payloadSecret } from '../env'
import { abrir, parDoDenunciante, PARA_DENUNCIANTE, selar, type Envelope } from './cifra'
import { contextoDe, equipeDeIntegridade } from './equipe'
import { derivarDoRecibo, etiquetaDoRecibo, gerarRecibo, gerarSal, verificadorConfere } from './recibo'

/** What a report carries before it is sealed (already validated by the call's schema). */
export interface NovaDenuncia {
  denuncia: string
  /** Absent for an anonymous report: then nothing about the reporter is kept, not even that field. */
  identidade?: { nome: string; telefone: string; email: string; cpfcnpj: string; endereco: string; sigilo: boolean }
  documentos: { nome: string; conteudo: string }[]
}

export { contextoDe } from './equipe'

/** One line of the lookup's answer (spec 3 §3 Report lookup). */
export interface ResultadoConsulta {
  reportContent: string
  registerDate: string
  status: string
  observation: string
  closeDate: string
}

/**
 * Seals and stores a report; answers the receipt, which exists only in this
 * answer from now on. The slow hash runs before the row is written, so a
 * failure leaves nothing behind.
 */
export async function registrarDenuncia(payload: Payload, nova: NovaDenuncia): Promise<{ recibo: string; id: number | string }> {
  const equipe = await equipeDeIntegridade(payload)
  const recibo = gerarRecibo()
  const etiqueta = etiquetaDoRecibo(recibo, payloadSecret())!
  const sal = gerarSal()
  const { verificador, chave } = await derivarDoRecibo(recibo, sal)
  const denunciante = parDoDenunciante(chave)
  chave.fill(0)
  const para = [...equipe, { id: PARA_DENUNCIANTE, chavePublica: denunciante.chavePublica }]
  // The report and the team's notice in one transaction: a 200 means both are stored.
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.create({
      collection: 'denuncias',
      overrideAccess: true,
      req,
      data: {
        status: 'recebida',
        etiqueta,
        sal,
        verificador,
        chaveDoDenunciante: denunciante.chavePublica,
        texto: selar(nova.denuncia, contextoDe(etiqueta, 'texto'), para) as unknown as Record<string, unknown>,
        // The identity only for the team: the reporter typed it and gets back only the report's text.
        identidade: nova.identidade ? (selar(JSON.stringify(nova.identidade), contextoDe(etiqueta, 'identidade'), equipe) as unknown as Record<string, unknown>) : null,
        documentos: nova.documentos.map((d, i) => selar(JSON.stringify(d), contextoDe(etiqueta, `documento:${i}`), para)),
      },
    })
    // The team is told that a report arrived, never what it says: the e-mail leaves the server in clear.
    for (const email of await emailsDaEquipe(payload, req)) {
      await enfileirarMensagem(payload, req, { para: email, assunto: ASSUNTO_AVISO, texto: TEXTO_AVISO, papel: 'integridade', origem: `denuncias:${doc.id}` })
    }
    await commitTransaction(req)
    return { recibo, id: doc.id }
  } catch (erro) {
    await killTransaction(req)
    throw erro
  }
}

export const ASSUNTO_AVISO = 'Nova denúncia recebida'
export const TEXTO_AVISO = [
  'Uma nova denúncia foi recebida pelo canal de denúncias do site.',
  '',
  'Por segurança, este e-mail não traz o conteúdo. Abra o back-office (Atendimento › Denúncias) e use a sua frase secreta para lê-la.',
].join('\n')

/** The members' account e-mails, for the notice. */
async function emailsDaEquipe(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'membros-integridade', limit: 1000, depth: 1, overrideAccess: true, pagination: false, req })
  return docs.flatMap((m) => (typeof m.usuario === 'object' && m.usuario.email ? [m.usuario.email] : []))
}

/**
 * The reporter's view, by receipt: [] when the code is malformed, unknown or
 * wrong (one answer for all three, so a lookup tells nothing about which).
 */
export async function consultarDenuncia(payload: Payload, digitado: string): Promise<ResultadoConsulta[]> {
  const etiqueta = etiquetaDoRecibo(digitado, payloadSecret())
  if (!etiqueta) return []
  const { docs } = await payload.find({ collection: 'denuncias', where: { etiqueta: { equals: etiqueta } }, limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  if (!doc) return []
  const { verificador, chave } = await derivarDoRecibo(digitado, doc.sal)
  if (!verificadorConfere(doc.verificador, verificador)) return []
  const { chavePrivada } = parDoDenunciante(chave)
  chave.fill(0)
  const ler = (campo: string, envelope: unknown) => (envelope ? abrir(envelope as Envelope, contextoDe(etiqueta, campo), PARA_DENUNCIANTE, chavePrivada).toString('utf8') : '')
  return [
    {
      reportContent: textoPuro(ler('texto', doc.texto)),
      registerDate: doc.createdAt,
      status: rotuloDoStatus(doc.status),
      observation: ler('observacao', doc.observacao),
      closeDate: doc.dataDeFechamento ?? '',
    },
  ]
}
