import Link from 'next/link'

import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { classesBotao } from '@/components/ui/botao'

import { ENDERECO_RELATORIO_OUVIDORIA } from '@/domain/carta-servicos'

import { lerRelatorios } from './dados'
import { TabelaContas } from './TabelaContas'
import { NOTA_METODO } from './textos'

/**
 * /relatorio-da-ouvidoria (Lei 13.460/2017 arts. 14–15): the current year's
 * counts by month and nature, the share answered on time, the average answer
 * time, and the last closed year's annual report with its PDF. Server-rendered.
 */
export async function PaginaRelatorio() {
  const { anoCorrente, anual } = await lerRelatorios()
  const [a, m, d] = anoCorrente.ate.split('-')
  return (
    <MolduraPagina trilha={[{ href: '/atendimento-ao-cliente/ouvidoria', titulo: 'Ouvidoria' }, { titulo: 'Relatório da Ouvidoria' }]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Relatório da Ouvidoria</h1>
      <p className="mt-3 max-w-3xl">
        Prestação de contas da Ouvidoria (Lei nº 13.460/2017, arts. 14 e 15): quantas manifestações recebemos de cada natureza, quantas respondemos no prazo e em quanto
        tempo. Para registrar uma manifestação, acesse a <Link href="/atendimento-ao-cliente/ouvidoria" className="font-semibold text-marca-700 underline">Ouvidoria</Link>.
      </p>
      <section aria-labelledby="titulo-ano-corrente" className="mt-8">
        <h2 id="titulo-ano-corrente" className="text-2xl font-bold text-marca-800">
          {anoCorrente.ano}, até {`${d}/${m}/${a}`}
        </h2>
        <TabelaContas contas={anoCorrente.contas} titulo={`Manifestações por mês e natureza em ${anoCorrente.ano}`} id="tabela-ano-corrente" />
      </section>
      <section aria-labelledby="titulo-anual" className="mt-10">
        <h2 id="titulo-anual" className="text-2xl font-bold text-marca-800">Relatório anual de {anual.ano}</h2>
        <TabelaContas contas={anual.contas} titulo={`Manifestações por mês e natureza em ${anual.ano}`} id="tabela-anual" />
        <p className="mt-4">
          <a href={`${ENDERECO_RELATORIO_OUVIDORIA}/pdf`} className={classesBotao()}>
            Baixar o relatório anual de {anual.ano} em PDF
          </a>
        </p>
      </section>
      <p className="mt-8 max-w-3xl text-sm text-tinta-suave">{NOTA_METODO}</p>
    </MolduraPagina>
  )
}
