import type { Perfil } from '@/domain/perfil'
import { listarProdutos } from '@/dados/produtos'

import { CartaoProduto } from './CartaoProduto'
import { CasosDeSucesso } from './CasosDeSucesso'
import { dadosDoCartao } from './cartoes'
import { GradeProdutos } from './GradeProdutos'

interface Props {
  perfil: Perfil
  titulo: string
  introducao: string
}

/** An audience's product list: heading, introduction and the cards sorted by title. */
export async function PaginaListaProdutos({ perfil, titulo, introducao }: Props) {
  const produtos = await listarProdutos(perfil)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-marca-800">{titulo}</h1>
      <p className="mt-3 max-w-3xl text-lg text-tinta-suave">{introducao}</p>
      <div className="mt-8">
        {produtos.length ? (
          <GradeProdutos rotulo={`Produtos de ${titulo}`}>
            {produtos.map((p) => {
              const c = dadosDoCartao(p)
              return <CartaoProduto key={c.id} {...c} />
            })}
          </GradeProdutos>
        ) : (
          <p>Nenhum produto publicado nesta categoria no momento.</p>
        )}
      </div>
      {perfil === 'ICS' && <CasosDeSucesso />}
    </div>
  )
}
