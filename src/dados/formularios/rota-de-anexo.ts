import 'server-only'

import { createHash, randomBytes, randomUUID } from 'node:crypto'

import { extensaoDe, recusaDoArquivo, type Extensao, type RegrasArquivos } from '@/domain/formulario/arquivos'

import { payloadClient } from '../payload'
import { tipoPeloConteudo } from '@/server/servicos/anexos/conteudo'
import { recusarArquivoInfectado } from '@/server/adaptadores/antivirus'
import { env } from '@/server/plataforma/env'
import { PRAZO_ANEXO_SEM_DONO_MS } from '@/server/payload/jobs/purgar-anexos'
import { limitar } from '@/server/adaptadores/limites'
import { logger } from '@/server/plataforma/log'
import { lerCorpo } from '@/server/borda/formularios/corpo'
import { CorpoGrandeDemais, ErroDeFormulario } from '@/server/plataforma/erros-de-formulario'
import { respostaDeRecusa } from '@/server/borda/formularios/resposta'

/** The form an upload belongs to and its rules (domain/formulario/arquivos.ts): one per form, in the feature. */
export interface DefinicaoDeAnexo {
  /** The form's name; a submission claims only files sent for its own form. */
  formulario: string
  regras: RegrasArquivos
  /**
   * For a legacy client whose submission names no file (the digital protocol's
   * `enviar` has no file field: spec 3 §7): the upload call keeps a batch id in
   * this cookie (HttpOnly, under `caminho`, as long as an unclaimed file lives),
   * and the submission claims the unclaimed files of its batch (chavesDoLote).
   */
  lote?: { cookie: string; caminho: string }
}

const LOTE_VALIDO = /^[\w-]{24,64}$/

/** The batch id the request's cookie carries, if any. */
function loteDoCookie(req: Request, nome: string): string | null {
  for (const parte of (req.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = parte.trim().split('=')
    if (k === nome) {
      const valor = v.join('=')
      return LOTE_VALIDO.test(valor) ? valor : null
    }
  }
  return null
}

/** Only a hash of the batch id is stored: the database alone does not let anyone claim a browser's files. */
const hashDoLote = (lote: string) => createHash('sha256').update(lote).digest('base64url')

/**
 * The keys of the files this browser sent through the upload call (its batch
 * cookie) that no submission claimed yet, oldest first; [] without the cookie.
 */
export async function chavesDoLote(req: Request, def: DefinicaoDeAnexo): Promise<string[]> {
  const lote = def.lote && loteDoCookie(req, def.lote.cookie)
  if (!lote) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'anexos',
    where: { and: [{ lote: { equals: hashDoLote(lote) } }, { formulario: { equals: def.formulario } }, { 'submissao.colecao': { exists: false } }] },
    sort: 'createdAt',
    limit: def.regras.maxArquivos + 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => d.chave)
}

function cookieDoLote(def: NonNullable<DefinicaoDeAnexo['lote']>, lote: string): string {
  const partes = [`${def.cookie}=${lote}`, `Path=${def.caminho}`, `Max-Age=${Math.floor(PRAZO_ANEXO_SEM_DONO_MS / 1000)}`, 'HttpOnly', 'SameSite=Lax']
  if (env().cookieSeguro) partes.push('Secure')
  return partes.join('; ')
}

/** Room for the multipart framing and the name field around the file itself. */
const FOLGA_MULTIPART = 16 * 1024

const recusa = (status: number, mensagem: string) => respostaDeRecusa('json', status, mensagem, [{ campo: 'arquivos', mensagem }])

/** A file checked by its bytes: what guardar stores. */
interface ArquivoVerificado {
  nome: string
  bytes: Uint8Array
  extensao: string
  tipo: string
}

/** Checks one file by its name, its size and its bytes against the form's rules; answers it with its type. */
async function verificar(regras: RegrasArquivos, nome: string, bytes: Uint8Array, campo: string, aceitos: { nome: string; tamanho: number }[] = []): Promise<ArquivoVerificado> {
  const recusado = recusaDoArquivo(regras, { nome, tamanho: bytes.byteLength }, aceitos)
  if (recusado) throw new ErroDeFormulario(bytes.byteLength > regras.maxPorArquivo ? 413 : 400, campo, recusado)
  const extensao = extensaoDe(nome) as Extensao
  const tipo = await tipoPeloConteudo(bytes, extensao)
  // The name says one type, the bytes another (an executable renamed .pdf): the form's type message.
  if (!tipo) throw new ErroDeFormulario(400, campo, regras.mensagens.tipo(nome))
  // Last, so clamd sees only files the form would otherwise keep (CLAMAV_HOST; a no-op without it).
  await recusarArquivoInfectado(bytes, nome, campo)
  return { nome, bytes, extensao: extensao === 'jpeg' ? 'jpg' : extensao, tipo }
}

/** Reads the one file of the call and checks it. */
async function arquivoAceito(req: Request, { regras }: DefinicaoDeAnexo): Promise<ArquivoVerificado> {
  const { valor, arquivos } = await lerCorpo(req, regras.maxPorArquivo + FOLGA_MULTIPART)
  const arquivo = arquivos.get('arquivo')?.[0]
  if (!arquivo || (arquivos.get('arquivo')?.length ?? 0) > 1) throw new ErroDeFormulario(400, 'arquivos', 'Envie um arquivo por vez, no campo "arquivo".')
  const informado = (valor as Record<string, unknown> | undefined)?.nomeArquivo
  // The visitor's name for the file: kept for the staff, never used as a path.
  const nome = (typeof informado === 'string' && informado.trim() ? informado : arquivo.name).trim().slice(0, 255)
  return verificar(regras, nome, new Uint8Array(await arquivo.arrayBuffer()), 'arquivos')
}

/** Stores a checked file, unclaimed, privately under a name the server chooses; answers its opaque key. */
async function guardar(formulario: string, { nome, bytes, extensao, tipo }: ArquivoVerificado, lote: string | null = null): Promise<string> {
  const chave = randomBytes(18).toString('base64url')
  const payload = await payloadClient()
  await payload.create({
    collection: 'anexos',
    data: { nomeOriginal: nome, formulario, chave, ...(lote ? { lote: hashDoLote(lote) } : {}) },
    file: { data: Buffer.from(bytes), mimetype: tipo, name: `${randomUUID()}.${extensao}`, size: bytes.byteLength },
    // Created by the form's call on the visitor's behalf: the collection forbids API creates.
    overrideAccess: true,
  })
  return chave
}

/**
 * Files that came inside a submission (the ombudsman's legacy hiddenDocumentos,
 * base64): every one is checked first, by its name, size and bytes, together
 * (total, duplicates), and only then are they stored, unclaimed, as the upload
 * call would; the submission claims the keys in its transaction (a refusal
 * after this leaves them for the purge of unclaimed files). A refusal throws
 * ErroDeFormulario on `campo`.
 */
export async function guardarAnexosDoEnvio(def: DefinicaoDeAnexo, arquivos: readonly { nome: string; bytes: Uint8Array }[], campo: string): Promise<string[]> {
  const verificados: ArquivoVerificado[] = []
  for (const a of arquivos) {
    verificados.push(await verificar(def.regras, a.nome, a.bytes, campo, verificados.map((v) => ({ nome: v.nome, tamanho: v.bytes.byteLength }))))
  }
  const chaves: string[] = []
  for (const v of verificados) chaves.push(await guardar(def.formulario, v))
  return chaves
}

/**
 * The upload call of a form with attachments: multipart with `arquivo` (one
 * file) and `nomeArquivo`, refused by the form's rules and by its bytes, stored
 * privately under a name the server chooses. Answers `{id}`: an opaque key the
 * form sends with the submission, whose registrar claims it (reivindicarAnexos).
 */
export function rotaDeAnexo(def: DefinicaoDeAnexo) {
  return async function responder(req: Request, _contexto?: unknown): Promise<Response> {
    // Counted before the file is read: a flood of uploads costs no bytes stored (rule 'anexo').
    const bloqueio = await limitar('anexo', req)
    if (bloqueio) return bloqueio
    try {
      const arquivo = await arquivoAceito(req, def)
      const lote = def.lote ? (loteDoCookie(req, def.lote.cookie) ?? randomBytes(18).toString('base64url')) : null
      const chave = await guardar(def.formulario, arquivo, lote)
      const headers = new Headers({ 'Cache-Control': 'no-store' })
      if (def.lote && lote) headers.set('Set-Cookie', cookieDoLote(def.lote, lote))
      return Response.json({ id: chave }, { headers })
    } catch (e) {
      if (e instanceof CorpoGrandeDemais) return recusa(413, def.regras.mensagens.tamanho('enviado'))
      if (e instanceof ErroDeFormulario) return recusa(e.status, e.message)
      logger().error({ err: e, formulario: def.formulario }, 'falha ao receber um anexo')
      return respostaDeRecusa('json', 500, 'Não foi possível receber o arquivo. Tente novamente.')
    }
  }
}
