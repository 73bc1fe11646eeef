import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { destinoDoBanner } from '@/domain/banner'
import { fundoDoSlug } from '@/domain/fundos'
import { ComAreasAoLado } from '@/components/ui/LinksAreas'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { fundoPorCodigo } from '@/dados/institucional'

type Props = { params: Promise<{ id: string }> }

async function fundo(id: string) {
  const codigo = fundoDoSlug(id)
  return codigo ? fundoPorCodigo(codigo) : null
}

export async function metadadosFundoEstatal({ params }: Props): Promise<Metadata> {
  const f = await fundo((await params).id)
  return f ? { title: `${f.codigo}: ${f.titulo}`, description: f.resumo } : { title: 'Página não encontrada' }
}

/** /fundos-estatais/{id} (spec 2 §2): the fund's description, its buttons and the four audiences. */
export async function PaginaFundoEstatal({ params }: Props) {
  const f = await fundo((await params).id)
  if (!f) notFound()
  const botao = 'inline-block rounded bg-marca-700 px-5 py-3 font-semibold text-white hover:bg-marca-800'
  return (
    <MolduraPagina trilha={[{ href: '/fundos-governamentais', titulo: 'Fundos Governamentais' }, { titulo: f.codigo }]}>
      <ComAreasAoLado>
          <h1 className="text-3xl font-bold text-marca-800">
            {f.codigo}
            <span className="mt-1 block text-xl font-semibold text-tinta">{f.titulo}</span>
          </h1>
          <div className="conteudo-html mt-6" dangerouslySetInnerHTML={{ __html: f.corpo }} />
          {(f.botoes.length > 0 || f.linkExterno) && (
            <ul className="mt-8 flex flex-wrap gap-3">
              {f.botoes.map((b) => {
                // Same rule as the banners: http(s) opens in a new tab, anything else is a path of the site.
                const destino = destinoDoBanner(b.href)
                if (destino.tipo === 'nenhum') return null
                return (
                  <li key={b.href}>
                    {destino.tipo === 'externo' ? (
                      <a href={destino.href} target="_blank" rel="noopener noreferrer" className={botao}>
                        {b.rotulo}
                        <span className="sr-only"> (abre em nova aba)</span>
                      </a>
                    ) : (
                      <Link href={destino.href} className={botao}>
                        {b.rotulo}
                      </Link>
                    )}
                  </li>
                )
              })}
              {f.linkExterno && (
                <li>
                  <a href={f.linkExterno} target="_blank" rel="noopener noreferrer" className={botao}>
                    Acessar a página do {f.codigo}
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>
                </li>
              )}
            </ul>
          )}
      </ComAreasAoLado>
    </MolduraPagina>
  )
}
