import { LinkBotao } from '@/components/ui/LinkBotao'
import { ComAreasAoLado } from '@/components/ui/LinksAreas'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import type { PaginaInstitucionalPublica } from '@/dados/institucional'
import { mapaAlcance } from '@/dados/mapa-alcance'
import { secaoOndeChegamos } from '@/domain/institucional'

import { DialogoTexto } from './DialogoTexto.client'
import { MapaAlcance } from './MapaAlcance'

/**
 * /modelo-de-negocio (spec 2 §2): text cards, the 'Onde já chegamos' dialog with its map
 * (both also on the page for those without JavaScript) and the buttons
 * to the contact page and the social projects.
 */
export async function ModeloDeNegocio({ pagina: p }: { pagina: PaginaInstitucionalPublica }) {
  const alcance = secaoOndeChegamos(p.secoes)
  const mapa = alcance ? <MapaAlcance mapa={await mapaAlcance(p.semFinanciamento)} /> : null
  return (
    <MolduraPagina trilha={[{ titulo: p.titulo }]}>
      <ComAreasAoLado>
        <h1 className="text-3xl font-bold text-marca-800">{p.titulo}</h1>
        <p className="mt-3 text-lg text-tinta-suave">{p.resumo}</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {p.secoes
            .filter((s) => s !== alcance)
            .map((s, i) => (
              <section key={s.titulo} aria-labelledby={`card-${i}`} className="rounded-lg border border-marca-100 bg-white p-5">
                <h2 id={`card-${i}`} className="text-xl font-bold text-marca-800">{s.titulo}</h2>
                <div className="conteudo-html mt-3" dangerouslySetInnerHTML={{ __html: s.corpo }} />
              </section>
            ))}
        </div>
        {alcance && (
          <noscript>
            <section className="mt-6 rounded-lg border border-marca-100 bg-white p-5">
              <h2 className="text-xl font-bold text-marca-800">{alcance.titulo}</h2>
              <div className="conteudo-html mt-3" dangerouslySetInnerHTML={{ __html: alcance.corpo }} />
              {mapa}
            </section>
          </noscript>
        )}
        <p className="mt-8 flex flex-wrap gap-3">
          {alcance && (
            <DialogoTexto rotulo={alcance.titulo} titulo={alcance.titulo} html={alcance.corpo}>
              {mapa}
            </DialogoTexto>
          )}
          <LinkBotao href="/atendimento-ao-cliente/fale-conosco" variante="secundario">Fale Conosco</LinkBotao>
          <LinkBotao href="/projetos-sociais" variante="secundario">Projetos Sociais</LinkBotao>
        </p>
      </ComAreasAoLado>
    </MolduraPagina>
  )
}
