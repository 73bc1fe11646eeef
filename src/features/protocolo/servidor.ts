import 'server-only'

import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { REGRAS_PROTOCOLO } from '@/domain/formulario/arquivos'
import { BYTES_PROTOCOLO, normalizarProtocolo, protocoloDeBytes } from '@/domain/protocolo/numero'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { emailDeContato } from '@/dados/configuracoes'
import { payloadClient } from '@/dados/payload'
import { alterarSubmissao, registrarSubmissao, type Registro } from '@/dados/submissoes'
import type { DefinicaoDeFormulario } from '@/dados/formularios/rota'
import { CAPTCHA_AUSENTE_ATENDIMENTO } from '@/domain/formulario/erros'
import { chavesDoLote, type DefinicaoDeAnexo } from '@/dados/formularios/rota-de-anexo'
import { ErroDeFormulario } from '@/server/plataforma/erros-de-formulario'
import { reivindicarAnexos } from '@/server/servicos/anexos/reivindicar-anexos'
import type { FormaDeResposta } from '@/server/borda/formularios/resposta'
import { limitar } from '@/server/adaptadores/limites'

import { emailDaEquipe, reciboDoCidadao } from './emails'
import { MENSAGENS_PROTOCOLO } from './mensagens'
import { esquemaPedidoProtocolo, type PedidoProtocolo } from './schema'

/** The form's name on its uploads: a submission claims only files sent for it. */
export const FORMULARIO_PROTOCOLO = 'protocoloDigital'

/** POST /fas/protocoloDigital/subirArquivo (spec 3 §7): the kit's upload call, with the legacy clients' batch cookie. */
export const definicaoAnexoProtocolo: DefinicaoDeAnexo = {
  formulario: FORMULARIO_PROTOCOLO,
  regras: REGRAS_PROTOCOLO,
  lote: { cookie: 'fas-protocolo-lote', caminho: '/fas/protocoloDigital' },
}

export const SUCESSO = 'Protocolo enviado com sucesso'
const COLECAO = PROTOCOLO_DIGITAL.slug

/** The files of this sending, to the protocol (record `registro`), in the sending's transaction. */
const reivindicar = (req: PayloadRequest, p: PedidoProtocolo, registro: number | string) =>
  reivindicarAnexos(req, p.arquivos, { colecao: COLECAO, registro, formulario: FORMULARIO_PROTOCOLO, regras: REGRAS_PROTOCOLO })

const nomesDos = async (req: PayloadRequest, ids: readonly (number | string)[]) => {
  const { docs } = await req.payload.find({ collection: 'anexos', where: { id: { in: [...ids] } }, depth: 0, limit: ids.length, req, overrideAccess: true })
  return ids.map((id) => docs.find((d) => d.id === id)?.nomeOriginal ?? '')
}

/** A new protocol: an unguessable number, the record, its files and both e-mails in one transaction. */
async function novoProtocolo(p: PedidoProtocolo, chave: string): Promise<string> {
  const numero = protocoloDeBytes(randomBytes(BYTES_PROTOCOLO))
  const para = await emailDeContato()
  let arquivos: string[] = []
  const { registro } = await registrarSubmissao(
    COLECAO,
    chave,
    { protocolo: numero, nome: p.nome, cpfcnpj: p.cpfcnpj, telefone: p.telefone, email: p.email, areaDestinataria: p.areaDestinataria || null, descricao: p.descricao, ultimoEnvio: new Date().toISOString() },
    (r) => [emailDaEquipe(para, p, String(r.protocolo), arquivos, r.id, false), reciboDoCidadao(p, String(r.protocolo), arquivos, r.id, false)],
    async (r, req) => {
      const ids = await reivindicar(req, p, r.id)
      arquivos = await nomesDos(req, ids)
      await req.payload.update({ collection: COLECAO, id: r.id, data: { documentos: ids as number[] }, req, overrideAccess: true, depth: 0 })
    },
  )
  return String(registro.protocolo)
}

/**
 * Documents added to an existing protocol ('Anexar a um protocolo já
 * existente'): appended as a later sending with the sender's data, its files
 * joined to the protocol's list, and the protocol flagged 'Novos documentos'
 * for the team unless it is still new. A retry of the same sending (its
 * idempotency key is kept on the sending) adds nothing and answers the number.
 */
async function anexarAoProtocolo(numero: string, p: PedidoProtocolo, chave: string): Promise<string> {
  const para = await emailDeContato()
  return alterarSubmissao(async (payload, req) => {
    const { docs } = await payload.find({ collection: COLECAO, where: { protocolo: { equals: numero } }, limit: 1, depth: 0, req, overrideAccess: true })
    const protocolo = docs[0]
    if (!protocolo) throw new ErroDeFormulario(400, 'protocolo', MENSAGENS_PROTOCOLO.protocoloInexistente)
    const complementos = protocolo.complementos ?? []
    if (complementos.some((c) => c.chave === chave)) return { resultado: numero, mensagens: [] }
    const ids = await reivindicar(req, p, protocolo.id)
    const arquivos = await nomesDos(req, ids)
    const anteriores = (protocolo.documentos ?? []).map((d) => (typeof d === 'object' ? d.id : d))
    await payload.update({
      collection: COLECAO,
      id: protocolo.id,
      data: {
        situacao: protocolo.situacao === 'novo' ? 'novo' : 'novos-documentos',
        // The case's news for the team (collections/caso): cleared when a member saves it.
        novidade: true,
        ultimoEnvio: new Date().toISOString(),
        documentos: [...anteriores, ...(ids as number[])],
        complementos: [
          ...complementos,
          {
            recebidoEm: new Date().toISOString(),
            nome: p.nome,
            cpfcnpj: p.cpfcnpj,
            telefone: p.telefone,
            email: p.email,
            areaDestinataria: p.areaDestinataria ? (p.areaDestinataria as never) : null,
            descricao: p.descricao,
            documentos: ids as number[],
            chave,
          },
        ],
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return { resultado: numero, mensagens: [emailDaEquipe(para, p, numero, arquivos, protocolo.id, true), reciboDoCidadao(p, numero, arquivos, protocolo.id, true)] }
  })
}

/** The protocol a sending with this key created, or received documents by. */
async function protocoloDoEnvio(chave: string): Promise<Registro | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: COLECAO,
    where: { or: [{ chaveIdempotencia: { equals: chave } }, { 'complementos.chave': { equals: chave } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as unknown as Registro | undefined) ?? null
}

/**
 * A legacy client names no file in its submission: its files are those it sent
 * from the same browser (the upload call's batch cookie) and nobody claimed yet.
 */
async function comArquivosDoNavegador(valor: unknown, req: Request): Promise<unknown> {
  if (!valor || typeof valor !== 'object' || Array.isArray(valor)) return valor
  const campos = valor as Record<string, unknown>
  const informados = campos.arquivos
  if (informados !== undefined && informados !== '' && !(Array.isArray(informados) && informados.length === 0)) return valor
  const doLote = await chavesDoLote(req, definicaoAnexoProtocolo)
  return doLote.length ? { ...campos, arquivos: doLote } : valor
}

/**
 * POST /fas/protocoloDigital/enviar (spec 3 §7): form-urlencoded, answering the
 * protocol number as plain text (a refusal: 400 and its message, 'Captcha
 * inválido!' for a bad captcha). The site's page posts JSON to
 * /fas/protocoloDigital/enviar/json and reads `{protocolo, message}` or
 * `{message, erros}`. Both share one idempotency: a sending repeated (double
 * click, retry) stores one protocol, or one later sending.
 */
function definicao(resposta: FormaDeResposta): DefinicaoDeFormulario<typeof esquemaPedidoProtocolo> {
  const sucesso = (protocolo: string) => (resposta === 'json' ? { protocolo, message: SUCESSO } : protocolo)
  return {
    nome: 'protocoloDigital/enviar',
    esquema: esquemaPedidoProtocolo,
    captcha: true,
    mensagemCaptchaAusente: CAPTCHA_AUSENTE_ATENDIMENTO,
    resposta,
    preparar: comArquivosDoNavegador,
    idempotencia: { colecao: COLECAO, repetida: (r) => sucesso(String(r.protocolo)), encontrar: protocoloDoEnvio },
    registrar: async ({ dados, chave }) => sucesso(dados.protocolo ? await anexarAoProtocolo(dados.protocolo, dados, chave) : await novoProtocolo(dados, chave)),
  }
}

export const definicaoEnviarProtocolo = definicao('texto')
export const definicaoEnviarProtocoloJson = definicao('json')

const semCache = { 'Cache-Control': 'no-store' }

/**
 * GET /fas/protocoloDigital/protocoloExiste/{protocolo} (spec 3 §7): 200 `true`
 * when the protocol exists, 404 otherwise (a number that cannot be one
 * included). Counted under the lookup limit (rule 'consulta') before anything
 * else: with 80 random bits there is nothing to enumerate, and the limit keeps
 * anyone from trying.
 */
export async function protocoloExiste(req: Request, digitado: string): Promise<Response> {
  const bloqueio = await limitar('consulta', req)
  if (bloqueio) return bloqueio
  const numero = normalizarProtocolo(digitado.slice(0, 64))
  if (numero) {
    const payload = await payloadClient()
    const { totalDocs } = await payload.count({ collection: COLECAO, where: { protocolo: { equals: numero } }, overrideAccess: true })
    if (totalDocs > 0) return Response.json(true, { headers: semCache })
  }
  return Response.json({ message: MENSAGENS_PROTOCOLO.protocoloInexistente }, { status: 404, headers: semCache })
}
