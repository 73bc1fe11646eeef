import 'server-only'

import { cache } from 'react'

import type { SlugCanal } from '@/domain/atendimento'
import { sanitizarHtml } from '@/domain/html'
import type { NaturezaManifestacao, RegraDaNatureza } from '@/domain/ouvidoria/manifestacao'
import { comPrazosDaOuvidoria, resumoDosPrazos } from '@/domain/ouvidoria/prazos-texto'
import { lerRegrasDoAtendimento } from '@/server/servicos/atendimento/configuracoes'

import { payloadClient, primeiroComoVisitante } from './payload'

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
  const d = await primeiroComoVisitante('canais-atendimento', { canal: { equals: canal } })
  if (!d) return null
  const prazos = await resumoDosPrazosDaOuvidoria()
  const corpo = (html: string | null | undefined) => comPrazosDaOuvidoria(sanitizarHtml(html ?? ''), prazos)
  return {
    titulo: d.titulo,
    resumo: d.resumo,
    secoes: (d.secoes ?? []).map((s) => ({ titulo: s.titulo ?? '', corpo: corpo(s.corpo) })).filter((s) => s.titulo || s.corpo),
    perguntas: (d.perguntas ?? []).map((p) => ({ pergunta: p.pergunta, corpo: corpo(p.corpo) })),
  }
})

/**
 * The ombudsman's deadline per nature as the deadline computation uses them
 * (Atendimento › Prazos e retenção, defaults filled in). Read with overrideAccess:
 * the global is the team's, and only these public deadlines leave it.
 */
export const regrasDaOuvidoria = cache(async (): Promise<Record<NaturezaManifestacao, RegraDaNatureza>> => (await lerRegrasDoAtendimento(await payloadClient())).regras)

/** The deadlines in one sentence ('em até 10 dias úteis para reclamações e …'). */
export const resumoDosPrazosDaOuvidoria = cache(async (): Promise<string> => resumoDosPrazos(await regrasDaOuvidoria()))
