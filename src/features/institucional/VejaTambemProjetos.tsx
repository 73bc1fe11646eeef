import Link from 'next/link'

import { LinkBotao } from '@/components/ui/LinkBotao'
import type { paginaInstitucional } from '@/dados/institucional'

type Video = NonNullable<Awaited<ReturnType<typeof paginaInstitucional>>>['video']

/** The social projects' side links: the institutional video (muted, captioned) and three documents. */
export function VejaTambemProjetos({ video }: { video: Video | null }) {
  return (
    <nav aria-label="Veja também" className="flex flex-col gap-2 rounded-lg border border-marca-100 bg-white p-4">
      {video ? (
        <figure className="flex flex-col gap-2">
          <figcaption className="font-semibold text-marca-800">Vídeo institucional</figcaption>
          <video controls muted playsInline preload="none" className="aspect-video w-full rounded bg-black">
            <source src={video.url} type={video.tipo || undefined} />
            {video.legendas && <track kind="captions" src={video.legendas} srcLang="pt-BR" label="Português" default />}
          </video>
          <Link href="/historia#video" className="text-sm font-semibold text-marca-700 underline">Transcrição do vídeo</Link>
        </figure>
      ) : (
        <Link href="/historia#video" className="font-semibold text-marca-700 underline">Vídeo institucional</Link>
      )}
      <LinkBotao href="/publicacoes/17" variante="secundario">Código de Ética</LinkBotao>
      <LinkBotao href="/noticias" variante="secundario">Notícias</LinkBotao>
      <LinkBotao href="/publicacoes/60" variante="secundario">Manual de Identidade Visual</LinkBotao>
    </nav>
  )
}
