import 'server-only'

import { randomBytes, randomUUID } from 'node:crypto'

import { extensaoDe, recusaDoArquivo, type Extensao, type RegrasArquivos } from '@/domain/formulario/arquivos'

import { payloadClient } from '../payload'
import { tipoPeloConteudo } from '@/server/anexos/conteudo'
import { limitar } from '@/server/limites'
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

/** Reads the one file of the call and checks it by its name, its size and its bytes; answers the file and its type. */
async function arquivoAceito(req: Request, { regras }: DefinicaoDeAnexo) {
  const { valor, arquivos } = await lerCorpo(req, regras.maxPorArquivo + FOLGA_MULTIPART)
  const arquivo = arquivos.get('arquivo')?.[0]
  if (!arquivo || (arquivos.get('arquivo')?.length ?? 0) > 1) throw new ErroDeFormulario(400, 'arquivos', 'Envie um arquivo por vez, no campo "arquivo".')
  const informado = (valor as Record<string, unknown> | undefined)?.nomeArquivo
  // The visitor's name for the file: kept for the staff, never used as a path.
  const nome = (typeof informado === 'string' && informado.trim() ? informado : arquivo.name).trim().slice(0, 255)
  const recusado = recusaDoArquivo(regras, { nome, tamanho: arquivo.size }, [])
  if (recusado) throw new ErroDeFormulario(arquivo.size > regras.maxPorArquivo ? 413 : 400, 'arquivos', recusado)
  const bytes = new Uint8Array(await arquivo.arrayBuffer())
  const extensao = extensaoDe(nome) as Extensao
  const tipo = await tipoPeloConteudo(bytes, extensao)
  // The name says one type, the bytes another (an executable renamed .pdf): the form's type message.
  if (!tipo) throw new ErroDeFormulario(400, 'arquivos', regras.mensagens.tipo(nome))
  return { nome, bytes, extensao: extensao === 'jpeg' ? 'jpg' : extensao, tipo }
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
      const { nome, bytes, extensao, tipo } = await arquivoAceito(req, def)
      const chave = randomBytes(18).toString('base64url')
      const payload = await payloadClient()
      await payload.create({
        collection: 'anexos',
        data: { nomeOriginal: nome, formulario: def.formulario, chave },
        file: { data: Buffer.from(bytes), mimetype: tipo, name: `${randomUUID()}.${extensao}`, size: bytes.byteLength },
        // Created by the form's call on the visitor's behalf: the collection forbids API creates.
        overrideAccess: true,
      })
      return Response.json({ id: chave }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (e) {
      if (e instanceof CorpoGrandeDemais) return recusa(413, def.regras.mensagens.tamanho('enviado'))
      if (e instanceof ErroDeFormulario) return recusa(e.status, e.message)
      logger().error({ err: e, formulario: def.formulario }, 'falha ao receber um anexo')
      return respostaDeRecusa('json', 500, 'Não foi possível receber o arquivo. Tente novamente.')
    }
  }
}
