import { idDoTokenAssinado, tokenAssinado } from '../../adaptadores/assinatura'
import { env, payloadSecret } from '../../plataforma/env'

/** How long the survey's link works after the case was answered or closed. */
export const VALIDADE_AVALIACAO_MS = 30 * 24 * 60 * 60_000

const PROPOSITO = 'satisfacao'

/** The page of the survey (issue 32). */
export const ENDERECO_AVALIAR = '/atendimento-ao-cliente/avaliar'

/** The one-time link's token for the case `colecao:id` (server/adaptadores/assinatura.ts). */
export function tokenDaAvaliacao(colecao: string, id: number | string, agora = Date.now(), segredo = payloadSecret()): string {
  return tokenAssinado(PROPOSITO, `${colecao}:${id}`, VALIDADE_AVALIACAO_MS, agora, segredo)
}

/** The case ('colecao:id') of a token that is ours and still valid, else null. */
export function casoDoToken(token: string | null | undefined, agora = Date.now(), segredo = payloadSecret()): { colecao: string; id: string } | null {
  const caso = idDoTokenAssinado(PROPOSITO, token, agora, segredo)
  const m = caso ? /^([a-z-]+):([\w-]+)$/.exec(caso) : null
  return m ? { colecao: m[1]!, id: m[2]! } : null
}

/** The survey's e-mail text: the service, the number and the link; no text of the case. */
export function textoDaAvaliacao(servico: string, numero: string, token: string): { assunto: string; texto: string } {
  return {
    assunto: `${servico} nº ${numero}: avalie o atendimento`,
    texto: [
      `O atendimento de número ${numero} (${servico}) foi concluído.`,
      'Conte-nos como foi: dê uma nota de 1 a 5 e, se quiser, um comentário. Leva um minuto.',
      '',
      `${env().siteUrl}${ENDERECO_AVALIAR}?t=${token}`,
      '',
      'O link vale por 30 dias e para uma única avaliação. Os resultados são publicados por serviço e por mês, sem identificar ninguém (Lei 13.460/2017, art. 23).',
    ].join('\n'),
  }
}
