import Link from 'next/link'

import { AvisoLgpdDa } from '@/components/form/AvisoLgpd'
import { SIMULACAO } from '@/domain/simulador/submissao'

import { CarregarSimulador } from './CarregarSimulador.client'

/** The simulator's place on the home page (spec 1 §2.3, §2.5); without JavaScript it says what it needs. */
export function SecaoSimulador() {
  return (
    <section aria-labelledby="simulador-titulo" className="rounded-xl border border-marca-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="simulador-titulo" className="text-2xl font-bold text-marca-800">
        Simule seu financiamento
      </h2>
      <p className="mt-1 text-tinta-suave">Para empresas da indústria, do turismo e da inovação. A simulação não é uma proposta de crédito.</p>
      <noscript>
        <p className="mt-4 rounded border border-marca-700 bg-marca-50 p-4">
          O simulador precisa de JavaScript. Ative-o no navegador ou fale com a nossa equipe pela página{' '}
          <Link href="/atendimento-ao-cliente/fale-conosco" className="underline">
            Fale Conosco
          </Link>
          .
        </p>
      </noscript>
      <div className="mt-6">
        <CarregarSimulador />
      </div>
      <AvisoLgpdDa definicao={SIMULACAO} />
    </section>
  )
}
