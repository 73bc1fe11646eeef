import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { aposConfirmar } from '../../plataforma/apos-confirmar'
import { logger } from '../../plataforma/log'
import type { ConfiguracaoS3 } from './ambiente'

/**
 * Uploaded files of every upload collection on an S3-compatible store (S3_BUCKET), shared by every
 * instance, instead of local disk. Payload's own adapter (@payloadcms/storage-s3) pins Payload and its
 * UI one patch below ours (as decision 0006 found for e-mail), so this is the same idea on the AWS SDK.
 *
 * Files stay behind the site's access check: Payload's file route (/api/<coleção>/file/<nome>) checks
 * the collection's read rule, then this handler streams the object. The bucket is private, no address
 * of it is ever given out, so a draft publication's file is no more reachable than its record.
 *
 * Objects are keyed `<coleção>/<nome do arquivo>` (Payload keeps file names unique per collection).
 */
export function criarClienteS3(c: ConfiguracaoS3): S3Client {
  return new S3Client({ region: c.regiao, endpoint: c.endpoint, forcePathStyle: c.caminhoNoEndereco, credentials: c.credenciais })
}

export const chaveDoObjeto = (colecao: string, arquivo: string) => `${colecao}/${arquivo}`

interface ArquivoRecebido {
  data: Buffer
  mimetype: string
  name: string
  size: number
}

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>
type Handler = NonNullable<Upload['handlers']>[number]

const statusDe = (erro: unknown) => (erro instanceof S3ServiceException ? erro.$metadata.httpStatusCode : undefined)

/** Payload's file route, after its access check: streams the object (a range, a 304, a 404 or a 416 as the store answers). */
function servirDoArmazenamento(cliente: S3Client, bucket: string, slug: string, upload: Upload): Handler {
  return async (req, { params }) => {
    const faixa = req.headers.get('range') ?? undefined
    const seNaoMudou = req.headers.get('if-none-match') ?? undefined
    let headers = new Headers()
    try {
      const r = await cliente.send(new GetObjectCommand({ Bucket: bucket, Key: chaveDoObjeto(slug, params.filename), Range: faixa, IfNoneMatch: seNaoMudou }))
      headers.set('Content-Type', r.ContentType ?? 'application/octet-stream')
      headers.set('Accept-Ranges', 'bytes')
      if (r.ContentLength !== undefined) headers.set('Content-Length', String(r.ContentLength))
      if (r.ContentRange) headers.set('Content-Range', r.ContentRange)
      if (r.ETag) headers.set('ETag', r.ETag)
      if (r.LastModified) headers.set('Last-Modified', r.LastModified.toUTCString())
      headers = upload.modifyResponseHeaders?.({ headers }) ?? headers
      return new Response(r.Body?.transformToWebStream() ?? null, { status: r.ContentRange ? 206 : 200, headers })
    } catch (erro) {
      const status = statusDe(erro)
      if (status === 304 || status === 416 || status === 404) {
        headers = upload.modifyResponseHeaders?.({ headers }) ?? headers
        return new Response(null, { status, headers })
      }
      throw erro
    }
  }
}

/** The collection with its files on the store: written before the record, served through the access check, removed after commit. */
export function noArmazenamentoS3(colecao: CollectionConfig, cliente: S3Client, bucket: string): CollectionConfig {
  const upload: Upload = typeof colecao.upload === 'object' ? colecao.upload : {}
  const slug = colecao.slug

  // Before the record is written: a record never points at a file that is not there (a rolled-back
  // change leaves an unreferenced object, never the reverse).
  const enviar: CollectionBeforeChangeHook = async ({ req, data }) => {
    const arquivo: ArquivoRecebido | undefined = req.file
    if (!arquivo?.data || typeof data.filename !== 'string') return data
    await cliente.send(
      new PutObjectCommand({ Bucket: bucket, Key: chaveDoObjeto(slug, data.filename), Body: arquivo.data, ContentType: arquivo.mimetype, ContentLength: arquivo.data.length }),
    )
    return data
  }

  const remover = (req: PayloadRequest, arquivo: string) =>
    aposConfirmar(req, () => {
      void cliente.send(new DeleteObjectCommand({ Bucket: bucket, Key: chaveDoObjeto(slug, arquivo) })).catch((erro: unknown) => {
        logger().warn({ err: erro, colecao: slug }, 'arquivo antigo não pôde ser removido do armazenamento')
      })
    })

  // A replaced file is removed only once the change is committed (a rollback keeps the old record and its file).
  const aoMudar: CollectionAfterChangeHook<{ id: number | string; filename?: string | null }> = async ({ doc, previousDoc, req }) => {
    const antigo = previousDoc?.filename
    if (antigo && antigo !== doc.filename) await remover(req, antigo)
    return doc
  }
  const aoExcluir: CollectionAfterDeleteHook = async ({ doc, req }) => {
    const nome = (doc as { filename?: string }).filename
    if (nome) await remover(req, nome)
  }

  const servir = servirDoArmazenamento(cliente, bucket, slug, upload)

  return {
    ...colecao,
    upload: { ...upload, disableLocalStorage: true, handlers: [...(upload.handlers ?? []), servir] },
    hooks: {
      ...colecao.hooks,
      beforeChange: [...(colecao.hooks?.beforeChange ?? []), enviar],
      afterChange: [...(colecao.hooks?.afterChange ?? []), aoMudar],
      afterDelete: [...(colecao.hooks?.afterDelete ?? []), aoExcluir],
    },
  }
}

/** Every upload collection on the store when S3 is configured; the list unchanged otherwise. */
export function comArmazenamentoCompartilhado(colecoes: CollectionConfig[], s3: ConfiguracaoS3 | undefined): CollectionConfig[] {
  if (!s3) return colecoes
  const cliente = criarClienteS3(s3)
  return colecoes.map((c) => (c.upload ? noArmazenamentoS3(c, cliente, s3.bucket) : c))
}
