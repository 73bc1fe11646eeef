import Link from 'next/link'

/** The 404 page's content (the shell is around it). */
export function PaginaNaoEncontrada() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-marca-700" aria-hidden="true">404</p>
      <h1 className="mt-4 text-2xl font-bold">Página não encontrada</h1>
      <p className="mt-3 text-tinta-suave">
        O endereço pode ter mudado ou a página não existe mais. Confira o endereço digitado ou siga por um dos caminhos abaixo.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li><Link className="inline-block rounded bg-marca-700 px-5 py-3 font-semibold text-white hover:bg-marca-800" href="/home">Ir para a página inicial</Link></li>
        <li><Link className="inline-block rounded border border-marca-700 px-5 py-3 font-semibold text-marca-700 hover:bg-marca-50" href="/home#produtos">Ver produtos</Link></li>
        <li><Link className="inline-block rounded border border-marca-700 px-5 py-3 font-semibold text-marca-700 hover:bg-marca-50" href="/busca">Buscar no site</Link></li>
      </ul>
    </div>
  )
}
