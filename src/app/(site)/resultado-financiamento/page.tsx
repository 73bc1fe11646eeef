import type { Metadata } from 'next'

import { AVISO_SIMULACAO } from '@/features/simulador/resultado/resultado'
import { ResultadoSimulacao } from '@/features/simulador/resultado/ResultadoSimulacao.client'

export const metadata: Metadata = {
  title: 'Resultado da simulação',
  description: 'Condições, tabela de amortização e gráficos da sua simulação de financiamento.',
  robots: { index: false },
}

/** /resultado-financiamento (spec 3): the simulation saved in this browser. */
export default function ResultadoFinanciamento() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-marca-800">Resultado da simulação</h1>
      <p className="mt-4 rounded border-l-4 border-amber-500 bg-amber-50 p-4">{AVISO_SIMULACAO}</p>
      <noscript>
        <p className="mt-4">A simulação fica guardada no seu navegador; para vê-la, ative o JavaScript.</p>
      </noscript>
      <div className="mt-8">
        <ResultadoSimulacao />
      </div>
    </div>
  )
}
