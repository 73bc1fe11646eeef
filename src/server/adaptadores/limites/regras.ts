/**
 * The abuse limits: how many requests one client may make in a window. Each
 * route names its rule; the numbers live here so the operator reads them in
 * one place (README, "Limites de abuso"). These are the production values; the
 * LIMITES variable may change any of them (lerLimites below), e.g. the browser
 * tests, whose every request comes from 127.0.0.1, raise them.
 */
export const REGRAS = {
  /** Staff login: on top of the account lockout (5 wrong passwords), one address cannot try many accounts. */
  login: { pontos: 10, janelaSegundos: 15 * 60 },
  /** Wrong second-factor codes, per account: a million codes cannot be tried 5 at a time per quarter hour. */
  segundoFator: { pontos: 5, janelaSegundos: 15 * 60 },
  /** Site search: generous for a person, short for a scraper. */
  busca: { pontos: 60, janelaSegundos: 60 },
  /** Public form submissions: every POST of rotaDeFormulario unless its definition names another rule. */
  formulario: { pontos: 10, janelaSegundos: 10 * 60 },
  /** A form's file uploads (rotaDeAnexo): a form takes a few files, one call each. */
  anexo: { pontos: 30, janelaSegundos: 10 * 60 },
  /** Lookups (protocol, receipt, CEP), the captcha's challenge and the simulation's PDF. */
  consulta: { pontos: 30, janelaSegundos: 60 },
  /**
   * Simulations that write to the commercial team (over the limit, or no eligible line): each one
   * e-mails the team with a Reply-To the visitor typed, so one client may cause only a few an hour.
   */
  avisoComercial: { pontos: 3, janelaSegundos: 60 * 60 },
} as const satisfies Record<string, { pontos: number; janelaSegundos: number }>

export type Regra = keyof typeof REGRAS
export type Regras = Record<Regra, { pontos: number; janelaSegundos: number }>

const ehRegra = (n: string): n is Regra => Object.hasOwn(REGRAS, n)

/**
 * The rules with the overrides of LIMITES: `regra=pontos/segundos`, separated by
 * commas (`formulario=20/600,consulta=60/60`). Rules it does not name keep the
 * production values. Throws a message naming the bad entry.
 */
export function lerLimites(texto: string | undefined): Regras {
  const regras: Regras = { ...REGRAS }
  for (const entrada of (texto ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]+)=(\d{1,9})\/(\d{1,9})$/.exec(entrada)
    if (!m) throw new Error(`"${entrada}" deve ser regra=pontos/segundos, ex.: formulario=10/600`)
    const [, nome, pontos, segundos] = m
    if (!ehRegra(nome!)) throw new Error(`regra desconhecida "${nome}" (use: ${Object.keys(REGRAS).join(', ')})`)
    if (Number(pontos) < 1 || Number(segundos) < 1) throw new Error(`"${entrada}": pontos e segundos devem ser 1 ou mais`)
    regras[nome] = { pontos: Number(pontos), janelaSegundos: Number(segundos) }
  }
  return regras
}
