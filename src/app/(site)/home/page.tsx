import { CategoriasProdutos } from '@/features/home/CategoriasProdutos'
import { lerConfiguracoes } from '@/server/dados/configuracoes'

/** Home page, first part: the agency's greeting and the product categories. */
export default async function Home() {
  const c = await lerConfiguracoes()
  return (
    <>
      <div className="bg-marca-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">{c.nomeAgencia}</h1>
          <p className="mt-3 max-w-2xl text-lg text-marca-50">{c.descricaoSite}</p>
        </div>
      </div>
      <CategoriasProdutos />
    </>
  )
}
