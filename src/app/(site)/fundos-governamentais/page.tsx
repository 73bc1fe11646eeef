import type { Metadata } from 'next'
import Link from 'next/link'

import { slugDoFundo } from '@/domain/fundos'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { listarFundos } from '@/dados/institucional'

export const metadata: Metadata = {
  title: 'Fundos Governamentais',
  description: 'Os fundos estaduais que a agência administra: FEAPER, FOMENTAR, FUNAFIR, FUNDOLEITE, FUNPROCRED e FUNTERRA.',
}

/** /fundos-governamentais (spec 2 §2): one card per state fund, leading to its page. */
export default async function FundosGovernamentais() {
  const fundos = await listarFundos()
  return (
    <MolduraPagina trilha={[{ titulo: 'Fundos Governamentais' }]}>
      <h1 className="mt-6 text-3xl font-bold text-marca-800">Fundos Governamentais</h1>
      <p className="mt-2 max-w-3xl text-lg">A agência administra fundos do Estado que financiam o campo, as empresas e os municípios gaúchos.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {fundos.map((f) => (
          <li key={f.codigo}>
            <Link
              href={`/fundos-estatais/${slugDoFundo(f.codigo)}`}
              className="flex h-full flex-col rounded-lg border border-marca-100 bg-white p-6 shadow-sm hover:border-marca-700 hover:shadow-md"
            >
              <span className="text-2xl font-bold text-marca-800">{f.codigo}</span>
              <span className="mt-1 font-semibold">{f.titulo}</span>
              <span className="mt-3 text-tinta-suave">{f.resumo}</span>
              <span className="mt-4 font-semibold text-marca-700 underline">Saiba mais sobre o {f.codigo}</span>
            </Link>
          </li>
        ))}
      </ul>
    </MolduraPagina>
  )
}
