/**
 * Each kind with a number, by collection, and how the citizen names it: the
 * definitions' own `servico` or `rotulos.singular` (simulations have none: nothing is filed,
 * nobody follows them up). Its own file, so the pages that only link to the
 * follow-up (acompanhamento.ts) do not carry the definitions.
 */
import { CADASTRO_FUNDOS } from '../cadastro/submissao'
import { MENSAGEM_CONTATO } from '../fale-conosco/submissao'
import { MANIFESTACAO_OUVIDORIA } from '../ouvidoria/submissao'
import { PROTOCOLO_DIGITAL } from '../protocolo/submissao'
import { SOLICITACAO_FINANCIAMENTO } from '../solicitacao/submissao'
import type { ServicoAcompanhado } from './acompanhamento'

const servico = <S extends string>(d: { slug: S; rotulos: { singular: string }; servico?: string }) =>
  ({ [d.slug]: { servico: d.servico ?? d.rotulos.singular } }) as Record<S, ServicoAcompanhado>

export const SERVICOS_ACOMPANHADOS = {
  ...servico(SOLICITACAO_FINANCIAMENTO),
  ...servico(CADASTRO_FUNDOS),
  ...servico(MENSAGEM_CONTATO),
  ...servico(MANIFESTACAO_OUVIDORIA),
  ...servico(PROTOCOLO_DIGITAL),
}
