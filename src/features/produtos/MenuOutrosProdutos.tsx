import Link from 'next/link'

import type { ProdutoPublico } from '@/domain/produto'

interface Props {
  produtos: ProdutoPublico[]
  atualId: number
  rota: string
  titulo: string
}

function Lista({ produtos, atualId, rota }: Omit<Props, 'titulo'>) {
  return (
    <ul className="divide-y divide-gray-200">
      {produtos.map((p) => {
        const atual = p.id === atualId
        return (
          <li key={p.id}>
            <Link
              href={`${rota}/${p.id}`}
              aria-current={atual ? 'page' : undefined}
              className={
                atual
                  ? 'block border-l-4 border-marca-700 bg-marca-50 px-3 py-2 font-bold text-marca-800'
                  : 'block border-l-4 border-transparent px-3 py-2 text-tinta hover:bg-gray-50 hover:text-marca-800'
              }
            >
              {p.titulo}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** Side menu of the audience's products (desktop). */
export function MenuLateralProdutos(props: Props) {
  return (
    <nav aria-label={props.titulo} className="hidden desktop:block">
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-tinta-suave">{props.titulo}</h2>
      <Lista {...props} />
    </nav>
  )
}

/** The same menu on phones, folded under 'Outros Produtos' (works without JavaScript). */
export function MenuOutrosProdutosCelular(props: Props) {
  return (
    <details className="mb-6 rounded border border-gray-300 desktop:hidden">
      <summary className="cursor-pointer px-4 py-3 font-bold text-marca-800">Outros Produtos</summary>
      <nav aria-label={props.titulo} className="border-t border-gray-200">
        <Lista {...props} />
      </nav>
    </details>
  )
}
