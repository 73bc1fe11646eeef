import { somarDias } from '../ouvidoria/prazo'

/**
 * "Sua fila": what a team's dashboard counts for one kind of submission, each count a
 * filter of the list (the same `where` the link opens). Pure: the component asks the
 * database with these filters, and the link carries them.
 */

/** How many days ahead "due soon" looks. */
export const DIAS_VENCENDO = 3

export type Onde = Record<string, unknown>

export interface ContagemDaFila {
  chave: 'seus' | 'novos' | 'emAndamento' | 'vencendo' | 'atrasados' | 'novidade'
  rotulo: string
  onde: Onde
}

export interface TipoDaFila {
  situacoes: readonly { value: string }[]
  /** The statuses that close a case of this kind (its definition's `encerradas`): no longer waiting on the team. */
  encerradas: readonly string[]
  /** The status field's name ('situacao'; the whistleblower reports' is 'status'). */
  campoSituacao?: string
  /** The deadline field's name, when the kind has one. */
  prazo?: string
  /** Whether the kind has the "news from the citizen" flag. */
  novidade?: boolean
  /** Whether the kind's cases have an owner (`responsavel`). */
  responsavel?: boolean
}

/** The open cases the account owns: "what is mine", first on the card (null when the kind has no owner). */
function contagemDaConta({ situacoes, encerradas, campoSituacao = 'situacao', responsavel }: TipoDaFila, conta: string | number | undefined): ContagemDaFila[] {
  if (!responsavel || conta === undefined || !situacoes.length) return []
  return [{ chave: 'seus', rotulo: 'Com você', onde: { and: [{ [campoSituacao]: { not_in: encerradas } }, { responsavel: { equals: conta } }] } }]
}

/**
 * The counts of one kind, on the agency's day `hoje` (aaaa-mm-dd): the account's own open cases (when
 * `conta`, its id, is given), new, in progress (when the kind has a status between), due in 3 days, overdue, news.
 */
export function contagensDaFila(tipo: TipoDaFila, hoje: string, conta?: string | number): ContagemDaFila[] {
  const { situacoes, encerradas, campoSituacao = 'situacao', prazo, novidade } = tipo
  const primeira = situacoes[0]!.value
  const aberta = { [campoSituacao]: { not_in: encerradas } }
  const inicio = (dia: string) => `${dia}T00:00:00.000Z`
  const contagens: ContagemDaFila[] = [
    ...contagemDaConta(tipo, conta),
    {
      chave: 'novos',
      rotulo: 'Novos',
      onde: { [campoSituacao]: { equals: primeira } },
    },
  ]
  // A kind that goes straight from its first status to a closing one (Fale Conosco: nova → respondida) has
  // nothing "in progress": a row that could only ever read 0 is left out.
  if (situacoes.some((s) => s.value !== primeira && !encerradas.includes(s.value)))
    contagens.push({
      chave: 'emAndamento',
      rotulo: 'Em andamento',
      onde: { [campoSituacao]: { not_in: [primeira, ...encerradas] } },
    })
  if (prazo) {
    contagens.push(
      {
        chave: 'vencendo',
        rotulo: `Vencem em até ${DIAS_VENCENDO} dias`,
        onde: {
          and: [
            aberta,
            { [prazo]: { greater_than_equal: inicio(hoje) } },
            {
              [prazo]: {
                less_than: inicio(somarDias(hoje, DIAS_VENCENDO + 1)),
              },
            },
          ],
        },
      },
      {
        chave: 'atrasados',
        rotulo: 'Atrasados',
        onde: { and: [aberta, { [prazo]: { less_than: inicio(hoje) } }] },
      },
    )
  }
  if (novidade)
    contagens.push({
      chave: 'novidade',
      rotulo: 'Com novidade do cidadão',
      onde: { novidade: { equals: true } },
    })
  return contagens
}

/** A `where` as the list's address query (where[situacao][equals]=nova, arrays by index; empty values left out). */
export function consultaDoOnde(onde: Onde, prefixo = 'where'): string[] {
  return Object.entries(onde).flatMap(([k, v]) => {
    const chave = `${prefixo}[${k}]`
    if (v === null || v === undefined) return []
    if (Array.isArray(v))
      return v.flatMap((item, i) =>
        typeof item === 'object' && item !== null
          ? consultaDoOnde(item as Onde, `${chave}[${i}]`)
          : [`${encodeURIComponent(`${chave}[${i}]`)}=${encodeURIComponent(String(item))}`],
      )
    if (typeof v === 'object') return consultaDoOnde(v as Onde, chave)
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return [`${encodeURIComponent(chave)}=${encodeURIComponent(String(v))}`]
    return []
  })
}
