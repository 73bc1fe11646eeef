/**
 * The satisfaction survey (Lei 13.460/2017 art. 23; issue 32): when a case is answered
 * or closed, the citizen gets a one-time link to rate the service 1–5 and comment. What
 * is published is counted per service and month, never a comment or a person.
 */

/** The link's messages (the page /atendimento-ao-cliente/avaliar). */
export const MENSAGENS_SATISFACAO = {
  registrada: 'Obrigado! Sua avaliação foi registrada.',
  jaUsada: 'Esta avaliação já foi registrada. Cada link de avaliação vale uma única vez.',
  invalida: 'Este link de avaliação não é válido ou expirou.',
  notaFaltando: 'Escolha uma nota de 1 a 5.',
} as const

/** The longest comment kept. */
export const MAXIMO_COMENTARIO = 1000

/** One rating as the results read it: the service, the month it was given (AAAA-MM) and the score. */
export interface NotaDeServico {
  servico: string
  mes: string
  nota: number
}

/** A service's results in one month. */
export interface ResultadoDoMes {
  servico: string
  mes: string
  respostas: number
  /** Mean score, two decimals (half up). */
  media: number
  /** How many gave each score, 1 to 5. */
  porNota: [number, number, number, number, number]
}

/** Results per service and month, by service then month: counts and the mean, no personal data. */
export function resultadosDaSatisfacao(notas: readonly NotaDeServico[]): ResultadoDoMes[] {
  const grupos = new Map<string, ResultadoDoMes>()
  for (const n of notas) {
    if (!Number.isInteger(n.nota) || n.nota < 1 || n.nota > 5) continue
    const chave = `${n.servico}\u0000${n.mes}`
    const g = grupos.get(chave) ?? { servico: n.servico, mes: n.mes, respostas: 0, media: 0, porNota: [0, 0, 0, 0, 0] }
    g.respostas += 1
    g.porNota[n.nota - 1]! += 1
    grupos.set(chave, g)
  }
  return [...grupos.values()]
    .map((g) => ({ ...g, media: Math.round((g.porNota.reduce((s, q, i) => s + q * (i + 1), 0) * 100) / g.respostas) / 100 }))
    .sort((a, b) => a.servico.localeCompare(b.servico, 'pt-BR') || a.mes.localeCompare(b.mes))
}

/** What the charter says of a service nobody has rated in the period. */
export const SEM_AVALIACOES = 'Ainda não há avaliações registradas para este serviço nos últimos 12 meses.'

/** The first month (AAAA-MM) of the twelve that end with `mes` (AAAA-MM), that month included. */
export function inicioDosUltimos12Meses(mes: string): string {
  const total = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 - 11
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
}

/** One service's monthly results, oldest month first (none when nobody rated it). */
export interface SatisfacaoDoServico {
  servico: string
  meses: ResultadoDoMes[]
}

/**
 * The results of the months `desde`..`ate` (AAAA-MM) grouped under each of `servicos`, in that
 * order: every service is listed, rated or not; results of other services or months are left out.
 */
export function satisfacaoPorServico(servicos: readonly string[], resultados: readonly ResultadoDoMes[], desde: string, ate: string): SatisfacaoDoServico[] {
  return servicos.map((servico) => ({
    servico,
    meses: resultados.filter((r) => r.servico === servico && r.mes >= desde && r.mes <= ate).sort((a, b) => a.mes.localeCompare(b.mes)),
  }))
}

/** A mean as the page writes it: two decimals with a comma ('4,25'). */
export function mediaPorExtenso(media: number): string {
  return media.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
