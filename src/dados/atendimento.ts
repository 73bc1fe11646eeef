import 'server-only'

import { cache } from 'react'

import type { SlugCanal } from '@/domain/atendimento'
import { sanitizarHtml } from '@/domain/html'

import { payloadClient } from './payload'

export interface SecaoCanal {
  titulo: string
  corpo: string
}

export interface PerguntaFrequente {
  pergunta: string
  corpo: string
}

/** A channel's texts as visitors see them. */
export interface TextosCanal {
  titulo: string
  resumo: string
  secoes: SecaoCanal[]
  perguntas: PerguntaFrequente[]
}

/** The channel's texts, or null when staff have not written them (the page then shows the title and the contact facts). */
export const textosDoCanal = cache(async (canal: SlugCanal): Promise<TextosCanal | null> => {
  const payload = await payloadClient()
  const d = (await payload.find({ collection: 'canais-atendimento', where: { canal: { equals: canal } }, limit: 1, depth: 0, overrideAccess: false })).docs[0]
  if (!d) return null
  return {
    titulo: d.titulo,
    resumo: d.resumo,
    secoes: (d.secoes ?? []).map((s) => ({ titulo: s.titulo ?? '', corpo: sanitizarHtml(s.corpo ?? '') })).filter((s) => s.titulo || s.corpo),
    perguntas: (d.perguntas ?? []).map((p) => ({ pergunta: p.pergunta, corpo: sanitizarHtml(p.corpo ?? '') })),
  }
})
