import 'server-only'

import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'
import { cache } from 'react'

import { lerPaginaDocumentos, type ConteudoDocumentos } from '@/domain/documentos'
import { lerDocumentosClientes, tituloPadraoDe, type ChavePaginaDocumentos } from '@/domain/documentos-clientes'
import type { PaginaDocumentos } from '@/payload-types'

import { gravarPorCampo } from '@/server/payload/gravar'
import { primeiroComoVisitante } from './payload'
import { arquivoPublico, imagemPublica } from '@/server/payload/relacao'

export interface PaginaDocumentosPublica extends ConteudoDocumentos {
  banner: { url: string; alt: string } | null
}

function publica(d: PaginaDocumentos | undefined, tipo: ChavePaginaDocumentos): PaginaDocumentosPublica {
  if (!d) return { titulo: tituloPadraoDe(tipo), secoes: [], envioProposta: null, banner: null }
  return {
    titulo: d.titulo || tituloPadraoDe(tipo),
    banner: imagemPublica(d.banner),
    secoes: (d.secoes ?? [])
      .map((s, i) => ({
        chave: `secao-${i + 1}`,
        titulo: s.titulo ?? '',
        lista: Boolean(s.lista),
        documentos: (s.documentos ?? []).flatMap((doc) => {
          const link = arquivoPublico(doc.arquivo)?.url ?? doc.link ?? ''
          return link ? [{ titulo: doc.titulo, link }] : []
        }),
      }))
      .filter((s) => s.documentos.length > 0),
    envioProposta: d.envioProposta?.link ? { titulo: d.envioProposta.titulo || 'Envio de Proposta', link: d.envioProposta.link } : null,
  }
}

/** A download page's sections as visitors see them; an empty page when staff have not filled it. */
export const paginaDeDocumentos = cache(async (tipo: ChavePaginaDocumentos): Promise<PaginaDocumentosPublica> => {
  return publica(await primeiroComoVisitante('paginas-documentos', { chave: { equals: tipo } }, { depth: 1 }), tipo)
})

/**
 * The importer of legacy pages (spec 2 §5 parsing rules): reads the old HTML
 * into sections and saves them as the page's structured data, replacing what
 * was there. Relative links are resolved against `base` (the old site's
 * address); staff can then upload the files themselves.
 */
export async function importarPaginaLegada(payload: Payload, tipo: ChavePaginaDocumentos, html: string, base: string): Promise<ConteudoDocumentos> {
  const doc = new JSDOM(html, { url: base }).window.document
  const lido = tipo === 'CLIENTES' ? lerDocumentosClientes(doc) : lerPaginaDocumentos(doc, tipo)
  const absoluto = (link: string) => new URL(link, base).toString()
  const data = {
    chave: tipo,
    titulo: lido.titulo,
    secoes: lido.secoes.map((s) => ({ titulo: s.titulo, lista: s.lista, documentos: s.documentos.map((d) => ({ titulo: d.titulo, link: absoluto(d.link) })) })),
    envioProposta: { titulo: lido.envioProposta?.titulo ?? '', link: lido.envioProposta ? absoluto(lido.envioProposta.link) : '' },
  }
  await gravarPorCampo(payload, 'paginas-documentos', 'chave', tipo, data)
  return lido
}
