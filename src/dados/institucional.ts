import 'server-only'

import { cache } from 'react'

import type { RotaCaso } from '@/domain/casos-sucesso'
import type { CodigoFundo } from '@/domain/fundos'
import { sanitizarHtml } from '@/domain/html'
import type { PaginaInstitucional } from '@/payload-types'

import { primeiroComoVisitante, todosComoVisitante } from './payload'
import { arquivoPublico, imagemPublica } from '@/server/payload/relacao'

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
  const docs = await todosComoVisitante('fundos', { sort: 'ordem' })
  return docs.map((d) => ({
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
  const docs = await todosComoVisitante('casos-sucesso')
  return docs.map((d) => ({ rota: d.rota, titulo: d.titulo, empresa: d.empresa, resumo: d.resumo, corpo: sanitizarHtml(d.corpo ?? ''), imagem: null }))
})

/** The success story at this address, or null. */
export const casoPorRota = cache(async (rota: RotaCaso): Promise<CasoPublico | null> => {
  const d = await primeiroComoVisitante('casos-sucesso', { rota: { equals: rota } }, { depth: 1 })
  if (!d) return null
  return {
    rota: d.rota,
    titulo: d.titulo,
    empresa: d.empresa,
    resumo: d.resumo,
    corpo: sanitizarHtml(d.corpo ?? ''),
    imagem: imagemPublica(d.imagem),
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
  const docs = await todosComoVisitante('diretorias', { sort: 'ordem' })
  const contato = (c: { nome: string; responsavel: string; telefone?: string | null; email?: string | null }): Contato => ({
    nome: c.nome,
    responsavel: c.responsavel,
    telefone: c.telefone ?? '',
    email: c.email ?? '',
  })
  return docs.map((d) => ({ id: d.id, ...contato(d), areas: (d.areas ?? []).map(contato) }))
})

export interface SecaoInstitucional {
  titulo: string
  corpo: string
}
export interface PaginaInstitucionalPublica {
  titulo: string
  resumo: string
  secoes: SecaoInstitucional[]
  video: { url: string; tipo: string; legendas: string | null; transcricao: string } | null
  /** IBGE codes of the municipalities the 'Onde já chegamos' map shows without a financed project. */
  semFinanciamento: string[]
  /** When staff last changed it (ISO): the LAI pages show it. */
  atualizadaEm: string
}

/** An institutional page by its address, or null when staff have not written it. */
export const paginaInstitucional = cache(async (rota: PaginaInstitucional['rota']): Promise<PaginaInstitucionalPublica | null> => {
  const d = await primeiroComoVisitante('paginas-institucionais', { rota: { equals: rota } }, { depth: 1 })
  if (!d) return null
  const video = arquivoPublico(d.video?.arquivo)
  return {
    titulo: d.titulo,
    resumo: d.resumo,
    secoes: (d.secoes ?? []).map((s) => ({ titulo: s.titulo, corpo: sanitizarHtml(s.corpo ?? '') })),
    video: video ? { url: video.url, tipo: video.tipo, legendas: arquivoPublico(d.video?.legendas)?.url ?? null, transcricao: d.video?.transcricao ?? '' } : null,
    semFinanciamento: d.mapa?.municipiosSemFinanciamento ?? [],
    atualizadaEm: d.updatedAt,
  }
})

export interface ProjetoSocialPublico {
  slug: string
  nome: string
  resumo: string
  corpo: string
  imagem: { url: string; alt: string } | null
}

/** The sponsored projects in their order. */
export const listarProjetosSociais = cache(async (): Promise<ProjetoSocialPublico[]> => {
  const docs = await todosComoVisitante('projetos-sociais', { sort: 'ordem', depth: 1 })
  return docs.map((d) => ({ slug: d.slug, nome: d.nome, resumo: d.resumo, corpo: sanitizarHtml(d.corpo ?? ''), imagem: imagemPublica(d.imagem) }))
})

export interface OrgaoPublico {
  nome: string
  descricao: string
  membros: { nome: string; cargo: string; curriculo: string | null }[]
}

/** The governing bodies with their members and CV links. */
export const listarOrgaos = cache(async (): Promise<OrgaoPublico[]> => {
  const docs = await todosComoVisitante('orgaos', { sort: 'ordem', depth: 1 })
  return docs.map((d) => ({
    nome: d.nome,
    descricao: d.descricao,
    membros: (d.membros ?? []).map((m) => ({ nome: m.nome, cargo: m.cargo, curriculo: arquivoPublico(m.curriculo)?.url ?? null })),
  }))
})
