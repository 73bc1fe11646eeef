/**
 * Each kind with a number, by collection, and how the citizen names it: the
 * definitions' own `rotulos.singular` (simulations have none: nothing is filed,
 * nobody follows them up). Its own file, so the pages that only link to the
 * follow-up (acompanhamento.ts) do not carry the definitions.
 */
import { MENSAGEM_CONTATO } from '../fale-conosco/submissao'
import { MANIFESTACAO_OUVIDORIA } from '../ouvidoria/submissao'
import { PROTOCOLO_DIGITAL } from '../protocolo/submissao'
import { SOLICITACAO_FINANCIAMENTO } from '../solicitacao/submissao'
import type { ServicoAcompanhado } from './acompanhamento'

/** The registration for state funds has no definition (its collection is collections/CadastrosFundos): its name lives here. */
export const SERVICO_CADASTRO = 'Cadastro para fundos estaduais'

const servico = <S extends string>(d: { slug: S; rotulos: { singular: string } }) => ({ [d.slug]: { servico: d.rotulos.singular } }) as Record<S, ServicoAcompanhado>

export const SERVICOS_ACOMPANHADOS = {
  ...servico(SOLICITACAO_FINANCIAMENTO),
  'cadastros-fundos': { servico: SERVICO_CADASTRO },
  ...servico(MENSAGEM_CONTATO),
  ...servico(MANIFESTACAO_OUVIDORIA),
  ...servico(PROTOCOLO_DIGITAL),
}
