import type { Metadata } from 'next'

import { COTACAO_BNDES, INDICADORES, formatarDataIndicador, formatarValorIndicador } from '@/domain/indicadores'
import { lerIndicadores } from '@/dados/indicadores'

import { GraficoIndicador } from './GraficoIndicador'

export const metadadosIndicadores: Metadata = {
  title: 'Indicadores Econômicos',
  description: 'Dólar, Selic, CDI, TR, TJLP, IPCA, IGP-M e outros indicadores econômicos, com dados do Banco Central.',
}

/** /indicadores (spec 1 §2.8, §9): every indicator in its format, with its recent history. */
export async function PaginaIndicadores() {
  const valores = await lerIndicadores()
  const demonstracao = [...valores.values()].some((v) => v.demonstracao)
  const celula = 'px-3 py-3 align-middle'
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-marca-800">Indicadores Econômicos</h1>
      {demonstracao && (
        <p className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          Alguns valores abaixo são de demonstração e serão substituídos na próxima atualização do Banco Central.
        </p>
      )}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">Indicadores econômicos: taxa e data da última atualização</caption>
          <thead>
            <tr className="bg-marca-800 text-white">
              <th scope="col" className={celula}>INDICADORES</th>
              <th scope="col" className={celula}>TAXA</th>
              <th scope="col" className={celula}>ÚLTIMA ATUALIZAÇÃO</th>
              <th scope="col" className={celula}>Últimos valores</th>
            </tr>
          </thead>
          <tbody>
            {INDICADORES.map((i) => {
              const v = valores.get(i.chave)
              return (
                <tr key={i.chave} className="border-b border-gray-200 even:bg-marca-50">
                  <th scope="row" className={`${celula} font-semibold`}>{i.rotulo}</th>
                  <td className={`${celula} whitespace-nowrap`}>{formatarValorIndicador(v?.valor, i.formato)}</td>
                  <td className={celula}>{formatarDataIndicador(v?.data)}</td>
                  <td className={celula}>
                    <GraficoIndicador rotulo={i.rotulo} historico={v?.historico ?? []} formato={i.formato} />
                  </td>
                </tr>
              )
            })}
            <tr className="border-b border-gray-200">
              <th scope="row" className={`${celula} font-semibold`}>{COTACAO_BNDES.rotulo}</th>
              <td className={celula} colSpan={3}>
                <a href={COTACAO_BNDES.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-marca-700 underline">
                  Consultar no site do BNDES<span className="sr-only"> (abre em nova aba)</span>
                </a>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-tinta-suave">Fonte: Banco Central</p>
      <p className="text-sm text-tinta-suave">Obs.: *Taxas de fechamento</p>
    </div>
  )
}
