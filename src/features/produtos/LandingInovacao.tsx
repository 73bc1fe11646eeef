import { INFO_PERFIS } from '@/domain/perfil'

import { ListaDeLinks } from '@/components/ui/ListaDeLinks'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { CartaoProduto } from './CartaoProduto'
import { CasosDeSucesso } from './CasosDeSucesso'
import { dadosDoCartao } from './cartoes'
import { CARTOES_FIXOS_INOVACAO, CITACAO_CLIENTE } from './conteudo-fixo'
import { produtosDoPerfil } from './encontrar'
import { GradeProdutos } from './GradeProdutos'

const OUTROS_PUBLICOS = (['ICS', 'PUB', 'AGRO'] as const).map((p) => ({ href: INFO_PERFIS[p].rota, titulo: INFO_PERFIS[p].titulo }))

/**
 * /inovacao: the innovation products (published plus built-in) and the two fixed
 * cards 55 and 56, a breadcrumb, a customer quote and the other audiences.
 */
export async function LandingInovacao() {
  const idsFixos = new Set<number>(CARTOES_FIXOS_INOVACAO.map((c) => c.id))
  // A fixed card stands for its product, so the product is not shown twice.
  const produtos = (await produtosDoPerfil('INV')).filter((p) => !idsFixos.has(p.id))
  return (
    <MolduraPagina trilha={[{ titulo: 'Inovação' }]}>
      <h1 className="mt-6 text-3xl font-bold text-marca-800">Inovação</h1>
      <p className="mt-3 max-w-3xl text-lg text-tinta-suave">
        Financiamento para fomentar a inovação em micro, pequenas e médias empresas gaúchas.
      </p>

      <h2 className="mt-10 text-2xl font-bold text-marca-800">Destaques</h2>
      <div className="mt-4">
        <GradeProdutos rotulo="Programas em destaque">
          {CARTOES_FIXOS_INOVACAO.map((c) => (
            <CartaoProduto key={c.id} href={`/inovacao/${c.id}`} titulo={c.title} resumo={c.description} imagem={c.imageUrl} />
          ))}
        </GradeProdutos>
      </div>

      <h2 className="mt-10 text-2xl font-bold text-marca-800">Linhas de financiamento</h2>
      <div className="mt-4">
        <GradeProdutos rotulo="Produtos de Inovação">
          {produtos.map((p) => {
            const c = dadosDoCartao(p)
            return <CartaoProduto key={c.id} {...c} />
          })}
        </GradeProdutos>
      </div>

      <figure className="mt-12 rounded-lg bg-marca-800 p-6 text-white sm:p-10">
        <blockquote className="text-xl italic leading-relaxed">“{CITACAO_CLIENTE.texto}”</blockquote>
        <figcaption className="mt-4 font-semibold">
          {CITACAO_CLIENTE.autor}, <span className="font-normal">{CITACAO_CLIENTE.empresa}</span>
        </figcaption>
      </figure>

      <CasosDeSucesso />

      <section aria-labelledby="outros-publicos" className="mt-12">
        <h2 id="outros-publicos" className="text-2xl font-bold text-marca-800">Conheça também</h2>
        <ListaDeLinks
          links={OUTROS_PUBLICOS}
          className="mt-4 flex flex-wrap gap-3"
          classeDoLink="inline-block rounded border-2 border-marca-700 px-5 py-3 font-bold text-marca-700 hover:bg-marca-50"
        />
      </section>
    </MolduraPagina>
  )
}
