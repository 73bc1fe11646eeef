/**
 * The ombudsman's answer deadline (issue 20): Lei 13.460/2017 art. 16 gives a
 * public agency 30 days to answer, extendable once, with a reason, by 30 more;
 * a complaint ('Reclamação') to a financial institution's ombudsman is answered
 * within 10 business days, extendable once by as many (Resolução CMN 4.860/2020 art. 6º). Dates are calendar
 * days ('YYYY-MM-DD', the agency's own calendar), so the count is the same
 * wherever the code runs. As in Lei 9.784/1999 art. 66, the day of receipt is
 * not counted, and a deadline falling on a day off moves to the next business day.
 */

import { diaNoFusoDoSite } from '../datas'

export type Data = string

export interface RegrasDePrazo {
  diasCorridos: number
  diasProrrogacao: number
  diasUteisReclamacao: number
  /** Days off besides weekends and the national holidays ('YYYY-MM-DD'): state holidays, Carnival, agency closures. */
  feriadosExtras: readonly Data[]
}

export const REGRAS_PADRAO: RegrasDePrazo = {
  diasCorridos: 30,
  diasProrrogacao: 30,
  diasUteisReclamacao: 10,
  feriadosExtras: [],
}

/** Fixed national holidays (Lei 662/1949, Lei 6.802/1980, Lei 14.759/2023), as MM-DD. */
const FERIADOS_FIXOS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'] as const
/** Rio Grande do Sul's own holiday, Revolução Farroupilha (20 de setembro): the agency and its banks close. */
const FERIADOS_RS = ['09-20'] as const

function paraUtc(d: Data): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new RangeError(`data inválida: ${d}`)
  const t = new Date(`${d}T00:00:00Z`)
  if (Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== d) throw new RangeError(`data inválida: ${d}`)
  return t
}

const deUtc = (t: Date): Data => t.toISOString().slice(0, 10)

export function somarDias(d: Data, dias: number): Data {
  const t = paraUtc(d)
  t.setUTCDate(t.getUTCDate() + dias)
  return deUtc(t)
}

/** Easter Sunday (anonymous Gregorian algorithm): Good Friday is two days before it. */
export function pascoa(ano: number): Data {
  const a = ano % 19
  const b = Math.floor(ano / 100)
  const c = ano % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const mes = Math.floor((h + l - 7 * m + 114) / 31)
  const dia = ((h + l - 7 * m + 114) % 31) + 1
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`
}

export function diaUtil(d: Data, regras: Pick<RegrasDePrazo, 'feriadosExtras'> = REGRAS_PADRAO): boolean {
  const semana = paraUtc(d).getUTCDay()
  if (semana === 0 || semana === 6) return false
  const mmdd = d.slice(5)
  if ((FERIADOS_FIXOS as readonly string[]).includes(mmdd) || (FERIADOS_RS as readonly string[]).includes(mmdd)) return false
  if (d === somarDias(pascoa(Number(d.slice(0, 4))), -2)) return false
  return !regras.feriadosExtras.includes(d)
}

/** The first business day on or after d. */
export function proximoDiaUtil(d: Data, regras: Pick<RegrasDePrazo, 'feriadosExtras'> = REGRAS_PADRAO): Data {
  let atual = d
  while (!diaUtil(atual, regras)) atual = somarDias(atual, 1)
  return atual
}

/** The n-th business day after d (d itself not counted). */
export function somarDiasUteis(d: Data, n: number, regras: Pick<RegrasDePrazo, 'feriadosExtras'> = REGRAS_PADRAO): Data {
  let atual = d
  for (let contados = 0; contados < n; ) {
    atual = somarDias(atual, 1)
    if (diaUtil(atual, regras)) contados++
  }
  return atual
}

export interface EntradaPrazo {
  /** The day the message arrived, in the agency's calendar. */
  recebidaEm: Data
  natureza: string
  prorrogada?: boolean
}

/** The last day to answer a message. */
export function prazoDeResposta({ recebidaEm, natureza, prorrogada = false }: EntradaPrazo, regras: RegrasDePrazo = REGRAS_PADRAO): Data {
  if (natureza === 'Reclamação') {
    const base = somarDiasUteis(recebidaEm, regras.diasUteisReclamacao, regras)
    return prorrogada ? somarDiasUteis(base, regras.diasUteisReclamacao, regras) : base
  }
  const dias = regras.diasCorridos + (prorrogada ? regras.diasProrrogacao : 0)
  return proximoDiaUtil(somarDias(recebidaEm, dias), regras)
}

/** Days left until the deadline (negative once overdue): the back-office's order of attention. */
export function diasRestantes(prazo: Data, hoje: Data): number {
  return Math.round((paraUtc(prazo).getTime() - paraUtc(hoje).getTime()) / 86_400_000)
}

/** The agency's calendar day of an instant (Brasília time, no daylight saving since 2019). */
export function dataNoFusoDaAgencia(instante: Date): Data {
  return diaNoFusoDoSite(instante)
}

/**
 * The last day to answer under one nature's configured rule (back-office:
 * Atendimento › Prazos e retenção): business days counted one by one, or
 * calendar days moved off a day off, plus the extension when it was granted.
 */
export function prazoPelaRegra(
  recebidaEm: Data,
  regra: { dias: number; uteis: boolean; diasProrrogacao: number },
  prorrogada: boolean,
  feriados: Pick<RegrasDePrazo, 'feriadosExtras'> = REGRAS_PADRAO,
): Data {
  const dias = regra.dias + (prorrogada ? regra.diasProrrogacao : 0)
  return regra.uteis ? somarDiasUteis(recebidaEm, dias, feriados) : proximoDiaUtil(somarDias(recebidaEm, dias), feriados)
}
