import 'server-only'

import { cache } from 'react'

import { ordenarPorOrdem, type BannerPublico } from '@/domain/banner'

import { payloadClient } from './payload'
import { documentoDaRelacao } from '@/server/payload/relacao'

/** Published banners by ordem (spec 1 §5), as the site and the legacy call show them. */
export const listarBannersPublicados = cache(async (): Promise<BannerPublico[]> => {
  const payload = await payloadClient()
  const r = await payload.find({ collection: 'banners', limit: 50, depth: 1, overrideAccess: false })
  const banners = r.docs.flatMap((b) => {
    const imagem = documentoDaRelacao(b.imagem)
    if (!imagem?.url) return []
    return [{ id: b.id, url: b.url ?? '', titulo: b.titulo, descricaoImagem: b.descricaoImagem, imagem: imagem.url, ordem: b.ordem }]
  })
  return ordenarPorOrdem(banners)
})
