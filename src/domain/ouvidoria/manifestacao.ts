/**
 * The ombudsman's vocabulary (spec 3 §3, §9; issue 20): the five natures a
 * citizen chooses, the deadline rule of each nature, and the protocol number a
 * message gets. The follow-up statuses are in its definition (submissao.ts).
 */
import { BYTES_NUMERO, numeroDeBytes, type EsquemaDeNumero } from '../submissao/numero'
import { REGRAS_PADRAO } from './prazo'

export const NATUREZAS_MANIFESTACAO = ['Denúncia', 'Elogio', 'Reclamação', 'Solicitação', 'Sugestão'] as const
export type NaturezaManifestacao = (typeof NATUREZAS_MANIFESTACAO)[number]

/** A message the team still owes an answer: it counts against its deadline and heads the list. */
export function emAberto(situacao: string | null | undefined): boolean {
  return situacao === 'recebida' || situacao === 'em_analise' || !situacao
}

/** How long the team has for one nature: days, counted as calendar or business days, and the one extension. */
export interface RegraDaNatureza {
  dias: number
  uteis: boolean
  diasProrrogacao: number
}

/**
 * The default rule of each nature (prazo.ts): a complaint 10 business days
 * (Resolução CMN 4.860/2020), everything else 30 calendar days (Lei 13.460/2017),
 * each extendable once by as many. The back-office may change any of them.
 */
export const REGRAS_POR_NATUREZA_PADRAO: Record<NaturezaManifestacao, RegraDaNatureza> = {
  Denúncia: { dias: REGRAS_PADRAO.diasCorridos, uteis: false, diasProrrogacao: REGRAS_PADRAO.diasProrrogacao },
  Elogio: { dias: REGRAS_PADRAO.diasCorridos, uteis: false, diasProrrogacao: REGRAS_PADRAO.diasProrrogacao },
  Reclamação: { dias: REGRAS_PADRAO.diasUteisReclamacao, uteis: true, diasProrrogacao: REGRAS_PADRAO.diasUteisReclamacao },
  Solicitação: { dias: REGRAS_PADRAO.diasCorridos, uteis: false, diasProrrogacao: REGRAS_PADRAO.diasProrrogacao },
  Sugestão: { dias: REGRAS_PADRAO.diasCorridos, uteis: false, diasProrrogacao: REGRAS_PADRAO.diasProrrogacao },
}

/** The scheme of a message's number: 'OUV', the year it arrived, 80 random bits (domain/submissao/numero.ts). */
export const NUMERO_OUVIDORIA = { prefixo: 'OUV', ano: true } as const satisfies EsquemaDeNumero
/** Random bytes of a protocol number: 10 bytes, 80 bits, sixteen characters. */
export const BYTES_PROTOCOLO = BYTES_NUMERO

/**
 * The protocol number of a message ('OUV-2026-7K2M-Q9XD-4HFT-B8WN'): the year it
 * arrived and 80 random bits, so numbers say nothing of how many messages came
 * before and one cannot be guessed from another: the number is the key to its follow-up.
 */
export function protocoloOuvidoria(bytes: Uint8Array, ano: number): string {
  if (bytes.length !== BYTES_PROTOCOLO) throw new Error(`O protocolo precisa de ${BYTES_PROTOCOLO} bytes aleatórios.`)
  return numeroDeBytes(NUMERO_OUVIDORIA, bytes, ano)
}

export const PADRAO_PROTOCOLO_OUVIDORIA = /^OUV-\d{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/
