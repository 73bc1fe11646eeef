import { LinkBotao } from '@/components/ui/LinkBotao'

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
        <li><LinkBotao href="/home">Ir para a página inicial</LinkBotao></li>
        <li><LinkBotao variante="secundario" href="/home#produtos">Ver produtos</LinkBotao></li>
        <li><LinkBotao variante="secundario" href="/busca">Buscar no site</LinkBotao></li>
      </ul>
    </div>
  )
}
