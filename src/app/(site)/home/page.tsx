import { DadosEstruturados } from '@/components/seo/DadosEstruturados'
import { BlocoAdiado } from '@/components/ui/BlocoAdiado'
import { organizacao } from '@/domain/dados-estruturados'
import { AcessoRapido } from '@/features/home/AcessoRapido'
import { BlocoDestaques } from '@/features/home/BlocoDestaques'
import { BlocoIndicadores } from '@/features/home/BlocoIndicadores'
import { BlocoUltimasNoticias } from '@/features/home/BlocoUltimasNoticias'
import { Carrossel } from '@/features/home/Carrossel'
import { CarrosselBanners } from '@/features/home/CarrosselBanners'
import { CategoriasProdutos } from '@/features/home/CategoriasProdutos'
import { LinksExternosHome } from '@/features/home/LinksExternosHome'
import { SecaoSimulador } from '@/features/simulador/SecaoSimulador'
import { slidesFixos } from '@/features/home/SlidesFixos'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { env } from '@/server/plataforma/env'
import { lerIndicadores } from '@/dados/indicadores'
import { listarDestaques, listarNoticiasHome } from '@/dados/noticias'
import { logger } from '@/server/plataforma/log'

/** A block whose data cannot be read stays empty; the failure is logged (spec 1 §8). */
async function ouVazio<T>(bloco: string, ler: () => Promise<T>, vazio: T): Promise<T> {
  try {
    return await ler()
  } catch (erro) {
    logger().warn({ err: erro, bloco }, 'bloco da página inicial sem dados')
    return vazio
  }
}

/** Home (spec 1 §2.3). */
export default async function Home() {
  const [c, destaques, noticias, indicadores] = await Promise.all([
    lerConfiguracoes(),
    ouVazio('destaques', listarDestaques, []),
    ouVazio('noticias', listarNoticiasHome, []),
    ouVazio('indicadores', lerIndicadores, new Map()),
  ])
  return (
    <>
      <h1 className="sr-only">{c.nomeAgencia}</h1>
      <DadosEstruturados dados={organizacao(c, env().siteUrl)} />
      <Carrossel rotulo="Nossos públicos" intervalo={5000}>
        {slidesFixos()}
      </Carrossel>
      <CarrosselBanners />
      <CategoriasProdutos />
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12">
        {[
          <BlocoDestaques key="destaques" destaques={destaques} />,
          <BlocoUltimasNoticias key="noticias" noticias={noticias} />,
          <AcessoRapido key="acesso" />,
          <BlocoIndicadores key="indicadores" valores={indicadores} />,
          <SecaoSimulador key="simulador" />,
          <LinksExternosHome key="links" links={c.linksExternos} />,
        ].map((bloco) => (
          // Below the fold: laid out only when it comes near the viewport.
          <BlocoAdiado key={bloco.key}>{bloco}</BlocoAdiado>
        ))}
      </div>
    </>
  )
}
