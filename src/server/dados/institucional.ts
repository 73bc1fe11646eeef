import 'server-only'

import { cache } from 'react'

import type { RotaCaso } from '@/domain/casos-sucesso'
import type { CodigoFundo } from '@/domain/fundos'
import { sanitizarHtml } from '@/domain/html'

import { payloadClient } from './payload'

export interface FundoPublico {
  codigo: CodigoFundo
  titulo: string
  resumo: string
  corpo: string
  linkExterno: string
  botoes: { rotulo: string; href: string }[]
}

export interface CasoPublico {
  rota: RotaCaso
  titulo: string
  empresa: string
  resumo: string
  corpo: string
  imagem: { url: string; alt: string } | null
}

/** The state funds in their order. */
export const listarFundos = cache(async (): Promise<FundoPublico[]> => {
  const payload = await payloadClient()
  const r = await payload.find({ collection: 'fundos', sort: 'ordem', limit: 0, depth: 0, overrideAccess: false })
  return r.docs.map((d) => ({
    codigo: d.codigo,
    titulo: d.titulo,
    resumo: d.resumo,
    corpo: sanitizarHtml(d.corpo ?? ''),
    linkExterno: d.linkExterno ?? '',
    botoes: (d.botoes ?? []).map((b) => ({ rotulo: b.rotulo, href: b.href })),
  }))
})

/** One fund by its code, or null. */
export async function fundoPorCodigo(codigo: CodigoFundo): Promise<FundoPublico | null> {
  return (await listarFundos()).find((f) => f.codigo === codigo) ?? null
}

/** Every success story (the site search looks into them). */
export const casosDeSucesso = cache(async (): Promise<CasoPublico[]> => {
  const payload = await payloadClient()
  const r = await payload.find({ collection: 'casos-sucesso', limit: 0, depth: 0, overrideAccess: false })
  return r.docs.map((d) => ({ rota: d.rota, titulo: d.titulo, empresa: d.empresa, resumo: d.resumo, corpo: sanitizarHtml(d.corpo ?? ''), imagem: null }))
})

/** The success story at this address, or null. */
export const casoPorRota = cache(async (rota: RotaCaso): Promise<CasoPublico | null> => {
  const payload = await payloadClient()
  const d = (await payload.find({ collection: 'casos-sucesso', where: { rota: { equals: rota } }, limit: 1, depth: 1, overrideAccess: false })).docs[0]
  if (!d) return null
  const img = typeof d.imagem === 'object' && d.imagem ? d.imagem : null
  return {
    rota: d.rota,
    titulo: d.titulo,
    empresa: d.empresa,
    resumo: d.resumo,
    corpo: sanitizarHtml(d.corpo ?? ''),
    imagem: img?.url ? { url: img.url, alt: img.alt ?? '' } : null,
  }
})

export interface Contato {
  nome: string
  responsavel: string
  telefone: string
  email: string
}
export interface DiretoriaPublica extends Contato {
  id: number
  areas: Contato[]
}

/** The directorates in their order, each with its areas. */
export const listarDiretorias = cache(async (): Promise<DiretoriaPublica[]> => {
  const payload = await payloadClient()
  const r = await payload.find({ collection: 'diretorias', sort: 'ordem', limit: 0, depth: 0, overrideAccess: false })
  const contato = (c: { nome: string; responsavel: string; telefone?: string | null; email?: string | null }): Contato => ({
    nome: c.nome,
    responsavel: c.responsavel,
    telefone: c.telefone ?? '',
    email: c.email ?? '',
  })
  return r.docs.map((d) => ({ id: d.id, ...contato(d), areas: (d.areas ?? []).map(contato) }))
})
