/**
 * The ombudsman's deadlines in words, from the rules the back-office keeps
 * (Atendimento › Prazos e retenção): the form, the FAQ and the Carta de
 * Serviços say what the deadline computation uses, so they cannot disagree.
 */
import { NATUREZAS_MANIFESTACAO, type NaturezaManifestacao, type RegraDaNatureza } from './manifestacao'

/** Written in a channel's stored texts where the deadlines belong; the page puts the sentence in its place. */
export const MARCADOR_PRAZOS_OUVIDORIA = '{{prazos-ouvidoria}}'

const PLURAIS: Record<NaturezaManifestacao, string> = {
  Denúncia: 'denúncias',
  Elogio: 'elogios',
  Reclamação: 'reclamações',
  Solicitação: 'solicitações',
  Sugestão: 'sugestões',
}

/** '10 dias úteis', '30 dias corridos', '1 dia útil'. */
export function prazoPorExtenso(r: Pick<RegraDaNatureza, 'dias' | 'uteis'>): string {
  const dia = r.dias === 1 ? 'dia' : 'dias'
  const tipo = r.uteis ? (r.dias === 1 ? 'útil' : 'úteis') : r.dias === 1 ? 'corrido' : 'corridos'
  return `${r.dias} ${dia} ${tipo}`
}

/** 'a, b e c'. */
export function listaPorExtenso(itens: readonly string[]): string {
  return itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}`
}

/**
 * One sentence for all natures, those with the same deadline together:
 * 'em até 10 dias úteis para reclamações e em até 30 dias corridos para denúncias,
 * elogios, solicitações e sugestões, prorrogáveis uma vez por igual período'.
 */
export function resumoDosPrazos(regras: Record<NaturezaManifestacao, RegraDaNatureza>): string {
  const grupos = new Map<string, NaturezaManifestacao[]>()
  for (const n of NATUREZAS_MANIFESTACAO) {
    const chave = prazoPorExtenso(regras[n])
    grupos.set(chave, [...(grupos.get(chave) ?? []), n])
  }
  // The shortest deadline first: it is the one a complainant most needs to read.
  const ordenados = [...grupos].sort((a, b) => regras[a[1][0]!].dias - regras[b[1][0]!].dias)
  const partes = ordenados.map(([prazo, naturezas]) =>
    ordenados.length === 1 ? `em até ${prazo}` : `em até ${prazo} para ${listaPorExtenso(naturezas.map((n) => PLURAIS[n]))}`,
  )
  const prorrogaveis = NATUREZAS_MANIFESTACAO.every((n) => regras[n].diasProrrogacao > 0)
  return `${listaPorExtenso(partes)}${prorrogaveis ? ', prorrogáveis uma vez por igual período' : ''}`
}

/** The stored HTML with each marker replaced by the sentence (HTML-safe: the sentence has no markup characters). */
export function comPrazosDaOuvidoria(html: string, resumo: string): string {
  return html.split(MARCADOR_PRAZOS_OUVIDORIA).join(resumo)
}
