'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { classesBotao } from '@/components/ui/botao'
import { QuadrosDeValores } from '@/components/ui/QuadrosDeValores'

import { totaisDaTabela, type ParcelaAmortizacao } from '@/domain/amortizacao'
import { formatarReais } from '@/domain/validacao'

import { assinarArmazenamento, resultadoBruto } from '../armazenamento'
import { Graficos } from './Graficos'
import { condicoesDoResultado, explicacaoDoCet, lerComoResultado, SEM_DADOS, type Resultado } from './resultado'

/** The saved simulation: conditions, charts, the table and its totals (spec 3, Simulation result page). */
export function ResultadoSimulacao() {
  // undefined on the server (and while hydrating): the simulation lives in this browser only.
  const bruto = useSyncExternalStore(assinarArmazenamento, resultadoBruto, () => undefined)
  const resultado = useMemo<Resultado | null | undefined>(() => {
    if (bruto === undefined) return undefined
    try {
      return bruto ? lerComoResultado(JSON.parse(bruto)) : null
    } catch {
      return null
    }
  }, [bruto])

  if (resultado === undefined) return <p role="status">Carregando a simulação…</p>
  if (resultado === null) return <p className="rounded border border-marca-100 bg-marca-50 p-4 text-lg">{SEM_DADOS}</p>

  const cet = explicacaoDoCet(resultado)
  return (
    <div className="flex flex-col gap-8">
      <QuadrosDeValores itens={condicoesDoResultado(resultado)} className="sm:grid-cols-3 lg:grid-cols-6" />
      {cet && <p data-testid="explicacao-cet">{cet}</p>}
      <form method="post" action="/resultado-financiamento/pdf" target="_blank">
        <input type="hidden" name="simulacao" value={JSON.stringify(resultado)} />
        <button type="submit" className={classesBotao()}>
          Baixar PDF<span className="sr-only"> da simulação</span>
        </button>
      </form>
      <Graficos resultado={resultado} />
      <TabelaAmortizacao parcelas={resultado.periodoAmortizacao} />
    </div>
  )
}

type Totais = ReturnType<typeof totaisDaTabela>

/** The table's money columns, in order: each one's heading, a month's value and, where it adds up, the total. */
const COLUNAS: readonly { titulo: string; valor: (p: ParcelaAmortizacao) => number; total?: keyof Totais }[] = [
  { titulo: 'Saldo devedor', valor: (p) => p.saldoDevedor },
  { titulo: 'Amortização', valor: (p) => p.amortizacao, total: 'amortizacao' },
  { titulo: 'Juros', valor: (p) => p.juros, total: 'juros' },
  { titulo: 'Prestação', valor: (p) => p.prestacao, total: 'prestacao' },
]

const CELULA = 'px-3 py-2 text-right tabular-nums'

/** The amortization table, a row a month and the totals (a balance does not add up: its cell says so to a screen reader). */
function TabelaAmortizacao({ parcelas }: { parcelas: readonly ParcelaAmortizacao[] }) {
  const totais = totaisDaTabela(parcelas)
  return (
    // Focusable, so a keyboard user can scroll the table sideways on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tabela de amortização, rolável na horizontal">
      <table className="w-full min-w-[36rem] border-collapse">
        <caption className="mb-2 text-left text-xl font-bold text-marca-800">Tabela de amortização</caption>
        <thead>
          <tr className="bg-marca-800 text-white">
            <th scope="col" className="px-3 py-2 text-left">Mês</th>
            {COLUNAS.map((c) => (
              <th key={c.titulo} scope="col" className={CELULA}>{c.titulo}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parcelas.map((p) => (
            <tr key={p.mes} className="border-b border-gray-200 even:bg-marca-50">
              <th scope="row" className="px-3 py-2 text-left font-normal">{p.mes}</th>
              {COLUNAS.map((c) => (
                <td key={c.titulo} className={CELULA}>{formatarReais(c.valor(p))}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-marca-800 font-bold">
            <th scope="row" className="px-3 py-2 text-left">Total</th>
            {COLUNAS.map((c) => (
              <td key={c.titulo} className={CELULA}>
                {c.total ? formatarReais(totais[c.total]) : <span className="sr-only">não se aplica</span>}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
