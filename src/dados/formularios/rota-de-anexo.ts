import 'server-only'

import { randomBytes, randomUUID } from 'node:crypto'

import { extensaoDe, recusaDoArquivo, type Extensao, type RegrasArquivos } from '@/domain/formulario/arquivos'

import { payloadClient } from '../payload'
import { tipoPeloConteudo } from '@/server/anexos/conteudo'
import { logger } from '@/server/log'
import { lerCorpo } from '@/server/formularios/corpo'
import { CorpoGrandeDemais, ErroDeFormulario } from '@/server/formularios/erros'
import { respostaDeRecusa } from '@/server/formularios/resposta'

/** The form an upload belongs to and its rules (domain/formulario/arquivos.ts): one per form, in the feature. */
export interface DefinicaoDeAnexo {
  /** The form's name; a submission claims only files sent for its own form. */
  formulario: string
  regras: RegrasArquivos
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
async function guardar(formulario: string, { nome, bytes, extensao, tipo }: ArquivoVerificado): Promise<string> {
  const chave = randomBytes(18).toString('base64url')
  const payload = await payloadClient()
  await payload.create({
    collection: 'anexos',
    data: { nomeOriginal: nome, formulario, chave },
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
    try {
      const chave = await guardar(def.formulario, await arquivoAceito(req, def))
      return Response.json({ id: chave }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (e) {
      if (e instanceof CorpoGrandeDemais) return recusa(413, def.regras.mensagens.tamanho('enviado'))
      if (e instanceof ErroDeFormulario) return recusa(e.status, e.message)
      logger().error({ err: e, formulario: def.formulario }, 'falha ao receber um anexo')
      return respostaDeRecusa('json', 500, 'Não foi possível receber o arquivo. Tente novamente.')
    }
  }
}
