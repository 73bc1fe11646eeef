import 'server-only'

import type { Imagem } from '@/payload-types'

import { payloadClient } from './payload'

/** An uploaded image's record by its file name (access rules applied), for the legacy image call. */
export async function imagemPorArquivo(nome: string): Promise<Imagem | undefined> {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'imagens',
    where: { filename: { equals: nome } },
    limit: 1,
    overrideAccess: false,
  })
  return r.docs[0]
}
