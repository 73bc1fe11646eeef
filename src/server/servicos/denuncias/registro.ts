import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { textoPuro } from '@/domain/html'
import type { ResultadoConsulta } from '@/domain/denuncia/consulta'
import { semMetadados } from '@/domain/denuncia/metadados'
import { MENSAGEM_CANAL_INDISPONIVEL } from '@/domain/denuncia/indisponivel'
import { rotuloDoStatus } from '@/domain/denuncia/status'

import { enfileirarMensagem } from '../../adaptadores/email/caixa-de-saida'
import { emTransacao } from '../../plataforma/transacao'
import { ErroDeFormulario } from '../../plataforma/erros-de-formulario'
import { abrir, parDoDenunciante, PARA_DENUNCIANTE, selar, type Envelope } from './cifra'
import { chaveDasEtiquetas } from './chave-etiqueta'
import { contextoDe, equipeDeIntegridade, membrosAtivos } from './equipe'
import { novaMensagem, type MensagemGuardada } from './mensagens'
import { derivarDoRecibo, etiquetaDoRecibo, gerarRecibo, gerarSal, verificadorConfere } from './recibo'

/** What a report carries before it is sealed (already validated by the call's schema). */
export interface NovaDenuncia {
  denuncia: string
  /** Absent for an anonymous report: then nothing about the reporter is kept, not even that field. */
  identidade?: { nome: string; telefone: string; email: string; cpfcnpj: string; endereco: string; sigilo: boolean }
  documentos: { nome: string; conteudo: string }[]
  /** Images keep their EXIF/GPS only when the reporter asked for it. */
  manterMetadados?: boolean
}

export { contextoDe } from './equipe'

/**
 * No member has an approved key: nothing can be sealed for the team, so the
 * call refuses with the channel's notice (503), never a 500 after the citizen wrote.
 */
export class CanalIndisponivel extends ErroDeFormulario {
  constructor() {
    super(503, '', MENSAGEM_CANAL_INDISPONIVEL)
  }
}

/** Whether reports can be filed now (the page shows its notice instead of the form otherwise). */
export async function canalDisponivel(payload: Payload): Promise<boolean> {
  return (await equipeDeIntegridade(payload)).length > 0
}

export type { ResultadoConsulta } from '@/domain/denuncia/consulta'

/** A file as the reporter sent it, its image metadata stripped unless they chose to keep it. */
export function documentoParaSelar(d: { nome: string; conteudo: string }, manterMetadados = false): string {
  const conteudo = manterMetadados ? d.conteudo : Buffer.from(semMetadados(Buffer.from(d.conteudo, 'base64'))).toString('base64')
  return JSON.stringify({ nome: d.nome, conteudo })
}

/**
 * Seals and stores a report; answers the receipt, which exists only in this
 * answer from now on. The slow hash runs before the row is written, so a
 * failure leaves nothing behind.
 */
export async function registrarDenuncia(payload: Payload, nova: NovaDenuncia): Promise<{ recibo: string; id: number | string }> {
  const equipe = await equipeDeIntegridade(payload)
  if (!equipe.length) throw new CanalIndisponivel()
  const recibo = gerarRecibo()
  const etiqueta = etiquetaDoRecibo(recibo, await chaveDasEtiquetas(payload))!
  const sal = gerarSal()
  const { verificador, chave } = await derivarDoRecibo(recibo, sal)
  const denunciante = parDoDenunciante(chave)
  chave.fill(0)
  const para = [...equipe, { id: PARA_DENUNCIANTE, chavePublica: denunciante.chavePublica }]
  // The report and the team's notice in one transaction: a 200 means both are stored.
  return emTransacao(payload, async (req) => {
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
        documentos: nova.documentos.map((d, i) => selar(documentoParaSelar(d, nova.manterMetadados), contextoDe(etiqueta, `documento:${i}`), para)),
        mensagens: [],
      },
    })
    // The team is told that a report arrived, never what it says: the e-mail leaves the server in clear.
    for (const email of await emailsDaEquipe(payload, req)) {
      await enfileirarMensagem(payload, req, { para: email, assunto: ASSUNTO_AVISO, texto: TEXTO_AVISO, papel: 'integridade', origem: `denuncias:${doc.id}` })
    }
    return { recibo, id: doc.id }
  })
}

export const ASSUNTO_AVISO = 'Nova denúncia recebida'
export const TEXTO_AVISO = [
  'Uma nova denúncia foi recebida pelo canal de denúncias do site.',
  '',
  'Por segurança, este e-mail não traz o conteúdo. Abra o back-office (Atendimento › Denúncias) e use a sua frase secreta para lê-la.',
].join('\n')

/** The e-mails of the members reports are sealed for, for the notice. */
async function emailsDaEquipe(payload: Payload, req: PayloadRequest): Promise<string[]> {
  return (await membrosAtivos(payload, req)).map((m) => m.usuario.email)
}

/**
 * The report a receipt opens, with the reporter's private key; null when the
 * code is malformed, unknown or wrong (one answer for all three).
 */
async function abrirComoDenunciante(payload: Payload, digitado: string, req?: PayloadRequest) {
  const etiqueta = etiquetaDoRecibo(digitado, await chaveDasEtiquetas(payload))
  if (!etiqueta) return null
  const { docs } = await payload.find({ collection: 'denuncias', where: { etiqueta: { equals: etiqueta } }, limit: 1, depth: 0, overrideAccess: true, req })
  const doc = docs[0]
  if (!doc) return null
  const { verificador, chave } = await derivarDoRecibo(digitado, doc.sal)
  if (!verificadorConfere(doc.verificador, verificador)) return null
  const { chavePrivada } = parDoDenunciante(chave)
  chave.fill(0)
  return { doc, etiqueta, chavePrivada }
}

type Aberta = NonNullable<Awaited<ReturnType<typeof abrirComoDenunciante>>>

/** The reporter's view of an opened report: the spec's five keys and the conversation. */
function vistaDoDenunciante({ doc, etiqueta, chavePrivada }: Aberta): ResultadoConsulta {
  const ler = (campo: string, envelope: unknown) => (envelope ? abrir(envelope as Envelope, contextoDe(etiqueta, campo), PARA_DENUNCIANTE, chavePrivada).toString('utf8') : '')
  const guardadas = (doc.mensagens as unknown as MensagemGuardada[] | null) ?? []
  return {
    reportContent: textoPuro(ler('texto', doc.texto)),
    registerDate: doc.createdAt,
    status: rotuloDoStatus(doc.status),
    observation: ler('observacao', doc.observacao),
    closeDate: doc.dataDeFechamento ?? '',
    mensagens: guardadas.map((m, i) => {
      const { texto, anexos } = JSON.parse(ler(`mensagem:${i}`, m.envelope)) as { texto: string; anexos?: string[] }
      return { autor: m.autor, data: m.data, texto, anexos: anexos ?? [] }
    }),
  }
}

/**
 * The reporter's view, by receipt: [] when the code is malformed, unknown or
 * wrong (one answer for all three, so a lookup tells nothing about which).
 */
export async function consultarDenuncia(payload: Payload, digitado: string): Promise<ResultadoConsulta[]> {
  const aberta = await abrirComoDenunciante(payload, digitado)
  return aberta ? [vistaDoDenunciante(aberta)] : []
}

/**
 * The reporter answers the team and may add files, with the receipt (beyond
 * the spec). Sealed like the rest for the current team and the reporter; the
 * team is told that a message arrived, never what it says. [] when the receipt
 * opens nothing; else the updated view.
 */
export async function responderDenuncia(
  payload: Payload,
  digitado: string,
  resposta: { mensagem: string; documentos: { nome: string; conteudo: string }[]; manterMetadados?: boolean },
): Promise<ResultadoConsulta[]> {
  // The tags' key is read (or made) outside the transaction below: making it writes a row of its own.
  await chaveDasEtiquetas(payload)
  return emTransacao(payload, async (req) => {
    const aberta = await abrirComoDenunciante(payload, digitado, req)
    // Nothing was written: ending the transaction here stores nothing either way.
    if (!aberta) return []
    const { doc, etiqueta } = aberta
    const equipe = await equipeDeIntegridade(payload)
    if (!equipe.length) throw new CanalIndisponivel()
    const para = [...equipe, { id: PARA_DENUNCIANTE, chavePublica: doc.chaveDoDenunciante }]
    const documentos = ((doc.documentos as unknown as Envelope[] | null) ?? []).slice()
    for (const d of resposta.documentos) {
      documentos.push(selar(documentoParaSelar(d, resposta.manterMetadados), contextoDe(etiqueta, `documento:${documentos.length}`), para))
    }
    const mensagens = ((doc.mensagens as unknown as MensagemGuardada[] | null) ?? []).slice()
    mensagens.push(novaMensagem(etiqueta, mensagens.length, 'denunciante', { texto: resposta.mensagem, anexos: resposta.documentos.map((d) => d.nome) }, para))
    const atualizada = await payload.update({
      collection: 'denuncias',
      id: doc.id,
      // The case's news for the team (issue 31): cleared when a member opens or saves the report.
      data: { documentos, mensagens, novidade: true },
      overrideAccess: true,
      req,
      context: { doDenunciante: true },
    })
    for (const email of await emailsDaEquipe(payload, req)) {
      await enfileirarMensagem(payload, req, { para: email, assunto: ASSUNTO_RESPOSTA, texto: TEXTO_RESPOSTA, papel: 'integridade', origem: `denuncias:${doc.id}` })
    }
    return [vistaDoDenunciante({ ...aberta, doc: atualizada })]
  })
}

export const ASSUNTO_RESPOSTA = 'Nova mensagem numa denúncia'
export const TEXTO_RESPOSTA = [
  'O denunciante respondeu numa denúncia do canal de denúncias do site.',
  '',
  'Por segurança, este e-mail não traz o conteúdo. Abra o back-office (Atendimento › Denúncias) e use a sua frase secreta para lê-la.',
].join('\n')
