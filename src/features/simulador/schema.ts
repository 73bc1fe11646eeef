/**
 * The simulator's schemas (spec 1 §3 Simulation request, §5): the browser's
 * step-5 form and the server's handler parse with these, so both give the same
 * messages.
 */
import { z } from '@/domain/zod'

import { faturamentoValido, MENSAGEM_FATURAMENTO, OBJETIVOS, SEGMENTOS, SIMULADOR } from '@/domain/simulacao'
import { SIMULACAO } from '@/domain/simulador/submissao'
import { esquemaDe } from '@/domain/submissao/esquema'
import { caracteresCnpj, digitos } from '@/domain/validacao'

const derivado = esquemaDe(SIMULACAO).shape

/**
 * Step 5: the applicant, with the limits, rules and messages of its definition.
 * The keys in the order the call has always checked them (e-mail before phone),
 * so the first field an API client is told of stays the same.
 */
export const esquemaSolicitante = z.object({
  razaoSocial: derivado.razaoSocial,
  cnpj: derivado.cnpj,
  emailSolicitante: derivado.emailSolicitante,
  telefoneSolicitante: derivado.telefoneSolicitante,
  uf: derivado.uf,
  cidade: derivado.cidade,
})
export type DadosSolicitante = z.input<typeof esquemaSolicitante>

const numero = (mensagem: string) => z.number({ error: mensagem }).finite(mensagem)

/** The whole request as the page sends it (spec 1 §3), normalised: digits only, fixed term and grace. */
export const esquemaSimulacao = esquemaSolicitante
  .extend({
    segmentacao: z.enum(SEGMENTOS, { error: 'Segmento inválido' }),
    objetivoFinanciamento: z.enum(OBJETIVOS, { error: 'Objetivo inválido' }),
    faturamento: numero(MENSAGEM_FATURAMENTO).refine(faturamentoValido, MENSAGEM_FATURAMENTO),
    valorFinanciamento: numero('Valor do financiamento inválido').refine(
      (v) => v >= SIMULADOR.valorMinimo && v <= SIMULADOR.valorMaximo,
      `O valor do financiamento deve estar entre R$ 10.000,00 e R$ 500.000,00`,
    ),
    prazoMeses: z.literal(SIMULADOR.prazoMeses, { error: 'Prazo inválido' }).optional(),
    carenciaMeses: z.literal(SIMULADOR.carenciaMeses, { error: 'Carência inválida' }).optional(),
    acimaDe300k: z.boolean({ error: 'acimaDe300k deve ser verdadeiro ou falso' }),
  })
  .transform((s) => ({
    ...s,
    cnpj: caracteresCnpj(s.cnpj),
    telefoneSolicitante: digitos(s.telefoneSolicitante),
    emailSolicitante: s.emailSolicitante.trim().toLowerCase(),
    uf: s.uf.toUpperCase(),
    // Over the limit, the amount is 500,000 whatever the slider said (spec 1 §4).
    valorFinanciamento: s.acimaDe300k ? SIMULADOR.valorAcimaDoLimite : s.valorFinanciamento,
    prazoMeses: SIMULADOR.prazoMeses,
    carenciaMeses: SIMULADOR.carenciaMeses,
  }))
export type PedidoSimulacao = z.output<typeof esquemaSimulacao>
export type CorpoSimulacao = z.input<typeof esquemaSimulacao>
