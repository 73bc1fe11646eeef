/**
 * The abuse limits: how many requests one client may make in a window. Each
 * route names its rule; the numbers live here so the operator reads them in
 * one place (README, configuration).
 */
export const REGRAS = {
  /** Staff login: on top of the account lockout (5 wrong passwords), one address cannot try many accounts. */
  login: { pontos: 10, janelaSegundos: 15 * 60 },
  /** Site search: generous for a person, short for a scraper. */
  busca: { pontos: 60, janelaSegundos: 60 },
  /** Public form submissions (the lead applies them to each form route). */
  formulario: { pontos: 10, janelaSegundos: 10 * 60 },
  /** Lookups (protocol, receipt, CEP). */
  consulta: { pontos: 30, janelaSegundos: 60 },
} as const satisfies Record<string, { pontos: number; janelaSegundos: number }>

export type Regra = keyof typeof REGRAS
