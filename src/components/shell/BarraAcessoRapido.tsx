import type { LinkMenu } from '@/domain/navegacao'
import { LinkAreaCliente } from './LinkAreaCliente'
import { ItensDeNavegacao } from './ItensDeNavegacao'
import { IconeBusca } from './IconeBusca'
import { SearchDialog } from './SearchDialog.client'

interface BarraAcessoRapidoProps {
  links: LinkMenu[]
  areaClienteUrl: string
}

/** Second header bar (desktop only): the plain links, the search button and Área do Cliente. */
export function BarraAcessoRapido({ links, areaClienteUrl }: BarraAcessoRapidoProps) {
  return (
    <div className="hidden bg-marca-800 text-white desktop:block">
      <div className="mx-auto flex h-acesso-rapido max-w-7xl items-center justify-between gap-4 px-4">
        <nav aria-label="Acesso rápido">
          <ul className="flex items-center gap-1">
            <ItensDeNavegacao
              links={links}
              classeDoLink="rounded px-3 py-1.5 text-sm font-semibold text-white hover:bg-marca-700 hover:underline aria-[current=page]:underline aria-[current=page]:decoration-destaque-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
            />
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <SearchDialog
          icone={<IconeBusca />}
            comRotulo
            className="flex items-center gap-2 rounded px-3 py-1.5 text-sm font-semibold text-white hover:bg-marca-700"
          />
          <LinkAreaCliente
            href={areaClienteUrl}
            className="flex items-center gap-2 rounded bg-destaque-500 px-4 py-1.5 text-sm font-bold text-tinta hover:bg-destaque-400"
          />
        </div>
      </div>
    </div>
  )
}
