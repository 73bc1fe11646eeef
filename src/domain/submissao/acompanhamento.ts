/**
 * What anyone holding a submission's number sees (issue 32): the service, the
 * status in plain words, the dates, the deadline and the team's answer when the
 * kind has one. Built from a whitelist of the record's workflow fields, so a
 * name, CPF, address or text the citizen typed can never reach it.
 */

/** The follow-up page's address (the receipts link to it with `?numero=`). */
export const ENDERECO_ACOMPANHAR = '/atendimento-ao-cliente/acompanhar'

/** The public view of one submission (GET /site-api/acompanhamento/{numero}). */
export interface Acompanhamento {
  numero: string
  /** The kind of submission, as the citizen knows it ('Manifestação da Ouvidoria'). */
  servico: string
  /** The status's label ('Em análise'). */
  situacao: string
  /** True once the team has answered or closed it. */
  concluida: boolean
  recebidaEm: string
  atualizadaEm: string
  /** The last day of the answer's deadline (AAAA-MM-DD), when the kind has one. */
  prazo: string | null
  /** The team's answer to the citizen, when the kind writes one and it was sent. */
  resposta: string | null
  respondidaEm: string | null
}

/** How the citizen names a kind. */
export interface ServicoAcompanhado {
  servico: string
}

/**
 * A kind as the follow-up reads it: its service name, its statuses and which of them end
 * the case (its definition's `encerradas`: answered or closed, the satisfaction survey follows).
 */
export interface TipoAcompanhado extends ServicoAcompanhado {
  situacoes: readonly { value: string; label: string }[]
  concluidas: readonly string[]
}

/** The workflow fields a record may have; nothing else of it is read. */
export interface RegistroAcompanhado {
  protocolo: string
  situacao?: string | null
  createdAt: string
  updatedAt: string
  prazo?: string | null
  prazoResposta?: string | null
  resposta?: string | null
  respostaEnviadaEm?: string | null
}

const dia = (v: string | null | undefined) => (v ? v.slice(0, 10) : null)

/** The public view of a record of this kind. The answer shows only once it was sent to the citizen. */
export function acompanhamentoDe(tipo: TipoAcompanhado, r: RegistroAcompanhado): Acompanhamento {
  const situacao = r.situacao ?? tipo.situacoes[0]!.value
  const enviada = Boolean(r.respostaEnviadaEm && r.resposta)
  return {
    numero: r.protocolo,
    servico: tipo.servico,
    situacao: tipo.situacoes.find((s) => s.value === situacao)?.label ?? situacao,
    concluida: tipo.concluidas.includes(situacao),
    recebidaEm: r.createdAt,
    atualizadaEm: r.updatedAt,
    prazo: dia(r.prazo ?? r.prazoResposta),
    resposta: enviada ? r.resposta! : null,
    respondidaEm: enviada ? r.respostaEnviadaEm! : null,
  }
}
