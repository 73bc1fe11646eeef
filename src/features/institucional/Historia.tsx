import { LinkBotao } from '@/components/ui/LinkBotao'
import { ComAreasAoLado } from '@/components/ui/LinksAreas'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import type { PaginaInstitucionalPublica } from '@/dados/institucional'

/**
 * /historia, Quem Somos (spec 2 §2): purpose, mission, vision, values, history,
 * the institutional video (muted, with captions and a transcript; it does not
 * start by itself, WCAG 2.2.2) and the buttons to the code of ethics and the chart.
 */
export function Historia({ pagina: p }: { pagina: PaginaInstitucionalPublica }) {
  return (
    <MolduraPagina trilha={[{ titulo: p.titulo }]}>
      <ComAreasAoLado>
        <h1 className="text-3xl font-bold text-marca-800">{p.titulo}</h1>
        {/* Short sections two by two; the last one (the history) across the full width. */}
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {p.secoes.map((s, i) => (
            <section key={s.titulo} aria-labelledby={`secao-${i}`} className={`rounded-lg border border-marca-100 bg-white p-5 ${i === p.secoes.length - 1 ? 'sm:col-span-2' : ''}`}>
              <h2 id={`secao-${i}`} className="text-xl font-bold text-marca-800">{s.titulo}</h2>
              <div className="conteudo-html mt-3" dangerouslySetInnerHTML={{ __html: s.corpo }} />
            </section>
          ))}
        </div>
        {p.video && (
          <section id="video" aria-labelledby="titulo-video" className="mt-8">
            <h2 id="titulo-video" className="text-xl font-bold text-marca-800">Vídeo institucional</h2>
            <video controls muted playsInline preload="metadata" className="mt-3 aspect-video w-full rounded-lg bg-black">
              <source src={p.video.url} type={p.video.tipo || undefined} />
              {p.video.legendas && <track kind="captions" src={p.video.legendas} srcLang="pt-BR" label="Português" default />}
            </video>
            {p.video.transcricao && (
              <details className="mt-3 rounded border border-marca-100 bg-white p-4">
                <summary className="cursor-pointer font-semibold text-marca-700">Transcrição do vídeo</summary>
                <p className="mt-2 whitespace-pre-line">{p.video.transcricao}</p>
              </details>
            )}
          </section>
        )}
        <p className="mt-8 flex flex-wrap gap-3">
          <LinkBotao href="/publicacoes/17">Código de Ética</LinkBotao>
          <LinkBotao href="/organograma" variante="secundario">Organograma</LinkBotao>
        </p>
      </ComAreasAoLado>
    </MolduraPagina>
  )
}
