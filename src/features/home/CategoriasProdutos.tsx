import Link from 'next/link'

import { SECAO_PRODUTOS } from '@/domain/navegacao'

/** The four audience cards of the home page (anchor #produtos). */
export function CategoriasProdutos() {
  return (
    <section id="produtos" aria-labelledby="titulo-produtos" className="scroll-mt-24 bg-marca-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="titulo-produtos" className="text-2xl font-bold text-marca-800">Produtos</h2>
        <p className="mt-2 text-tinta-suave">Escolha o seu perfil e conheça as linhas de financiamento.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SECAO_PRODUTOS.links.map((l) => (
            <li key={l.href} className="flex">
              <Link
                href={l.href}
                className="flex w-full flex-col rounded-lg border border-marca-100 bg-white p-5 shadow-sm transition hover:border-marca-600 hover:shadow-md"
              >
                <span className="text-xl font-bold text-marca-800">{l.titulo}</span>
                <span className="mt-2 text-sm text-tinta-suave">{l.descricao}</span>
                <span className="mt-4 font-semibold text-marca-700" aria-hidden="true">Ver produtos →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
