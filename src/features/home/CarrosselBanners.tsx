import Link from 'next/link'

import { BANNERS_EXEMPLO, destinoDoBanner, type BannerPublico } from '@/domain/banner'
import { listarBannersPublicados } from '@/dados/banners'
import { logger } from '@/server/plataforma/log'

import { Carrossel } from './Carrossel'

/** Published banners; the built-in samples when there are none or loading fails (spec 1 §2.3, §8). */
async function bannersParaMostrar(): Promise<readonly BannerPublico[]> {
  try {
    const publicados = await listarBannersPublicados()
    return publicados.length ? publicados : BANNERS_EXEMPLO
  } catch (erro) {
    logger().warn({ err: erro }, 'banners ilegíveis; mostrando os de exemplo')
    return BANNERS_EXEMPLO
  }
}

function Banner({ banner, primeiro }: { banner: BannerPublico; primeiro: boolean }) {
  const destino = destinoDoBanner(banner.url)
  const figura = (
    <figure className="mx-auto max-w-6xl px-4 pt-6 pb-20">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={banner.imagem}
        alt={banner.descricaoImagem}
        width={1200}
        height={300}
        loading={primeiro ? 'eager' : 'lazy'}
        // The first banner is the page's largest picture on load: fetch it before the scripts.
        fetchPriority={primeiro ? 'high' : 'auto'}
        className="aspect-[4/1] w-full rounded-lg bg-marca-50 object-cover"
      />
      <figcaption className="mt-2 text-center text-lg font-semibold text-marca-800">
        {banner.titulo}
        {destino.tipo === 'externo' && <span className="sr-only"> (abre em nova aba)</span>}
      </figcaption>
    </figure>
  )
  if (destino.tipo === 'nenhum') return figura
  if (destino.tipo === 'externo') {
    return (
      <a href={destino.href} target="_blank" rel="noopener noreferrer" className="block hover:opacity-95">
        {figura}
      </a>
    )
  }
  return (
    <Link href={destino.href} className="block hover:opacity-95">
      {figura}
    </Link>
  )
}

/** The second carousel: banners from the back-office, every 3 s (spec 1 §2.3, §9). */
export async function CarrosselBanners() {
  const banners = await bannersParaMostrar()
  return (
    <div className="bg-white">
      <Carrossel rotulo="Banners" intervalo={3000}>
        {banners.map((b, i) => (
          <Banner key={b.id} banner={b} primeiro={i === 0} />
        ))}
      </Carrossel>
    </div>
  )
}
