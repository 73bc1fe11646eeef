import Link from 'next/link'

import { INDICADORES_HOME, formatarDataIndicadorCurta, formatarValorIndicador } from '@/domain/indicadores'
import type { ValorIndicador } from '@/dados/indicadores'

/** The home page's indicators: dollar sell and buy, Selic target, TR (spec 1 §3, §9). */
export function BlocoIndicadores({ valores }: { valores: Map<string, ValorIndicador> }) {
  const demonstracao = INDICADORES_HOME.some((i) => valores.get(i.chave)?.demonstracao)
  return (
    <section aria-labelledby="titulo-indicadores-home" className="rounded-lg bg-marca-50 p-5">
      <h2 id="titulo-indicadores-home" className="text-2xl font-bold text-marca-800">Indicadores econômicos</h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {INDICADORES_HOME.map((i) => {
          const v = valores.get(i.chave)
          return (
            <div key={i.chave} className="rounded bg-white p-3 shadow-sm">
              <dt className="text-sm font-semibold text-tinta-suave">{i.rotulo}</dt>
              <dd className="mt-1 text-lg font-bold break-all text-marca-800">{formatarValorIndicador(v?.valor, i.formato)}</dd>
              <dd className="text-xs text-tinta-suave">em {formatarDataIndicadorCurta(v?.data)}</dd>
            </div>
          )
        })}
      </dl>
      <p className="mt-3 text-sm text-tinta-suave">
        Fonte: BCB{demonstracao && ' · valores de demonstração, ainda não atualizados do Banco Central'}.{' '}
        <Link href="/indicadores" className="font-semibold text-marca-700 underline">Ver todos os indicadores</Link>
      </p>
    </section>
  )
}
