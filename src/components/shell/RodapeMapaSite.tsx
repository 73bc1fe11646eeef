import { LINKS_PRINCIPAIS, LINKS_SO_RODAPE, SECOES_MENU, linksPara, type LinkMenu } from '@/domain/navegacao'
import { ItensDeNavegacao } from './ItensDeNavegacao'

interface Coluna {
  titulo: string
  links: LinkMenu[]
}

/** The footer's columns: each section's footer links, then the plain links plus the footer-only ones. */
function colunas(): Coluna[] {
  return [
    ...SECOES_MENU.map((secao) => ({ titulo: secao.titulo, links: linksPara(secao, 'rodape') })),
    { titulo: 'Acesso rápido', links: [...LINKS_PRINCIPAIS, ...LINKS_SO_RODAPE] },
  ]
}

/** The footer's site map: every content link of the site, grouped as in the header. */
export function RodapeMapaSite() {
  return (
    <nav aria-label="Mapa do site">
      <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 desktop:grid-cols-5">
        {colunas().map((coluna) => (
          <div key={coluna.titulo}>
            <h2 className="mb-3 text-base font-bold text-destaque-500">
              {coluna.titulo}
            </h2>
            {/* Each link at least 24 px tall (WCAG 2.2 SC 2.5.8), the column's rhythm as before (32 px a line). */}
            <ul className="space-y-1">
              <ItensDeNavegacao
                links={coluna.links}
                rolarAoTopo
                classeDoLink="inline-block py-0.5 text-sm text-white underline-offset-4 hover:underline aria-[current=page]:underline"
              />
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
