import Link from 'next/link'

import { IconeMenu, IconeSetaAbaixo } from '@/components/ui/icones-leves'
import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { LINKS_PRINCIPAIS, SECOES_MENU, linksPara, type SecaoMenu } from '@/domain/navegacao'
import { BarraAcessoRapido } from './BarraAcessoRapido'
import { DesktopNav } from './DesktopNav.client'
import { IconeBusca } from './IconeBusca'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'
import { SearchDialog } from './SearchDialog.client'

/** The header's sections with only the links the header carries (spec 1 §2.2: some are footer-only). */
function secoesDoCabecalho(): SecaoMenu[] {
  return SECOES_MENU.map((secao) => ({ ...secao, links: linksPara(secao, 'cabecalho') }))
}

/**
 * The site header, sticky so the menus stay at hand: logo and dropdown sections on the first bar,
 * quick links, search and Área do Cliente on the second (desktop); logo, search and the menu button on phones.
 */
export function Header({ configuracoes }: { configuracoes: ConfiguracoesSite }) {
  const secoes = secoesDoCabecalho()
  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      {/* Positioned so the dropdown panels (absolute, top-full) open just below this bar. */}
      <div className="relative border-b border-marca-100">
        <div className="mx-auto flex h-cabecalho-movel max-w-7xl items-center justify-between gap-4 px-4 desktop:h-cabecalho">
          <Link href="/home" className="shrink-0 rounded-md">
            <Logo nome={configuracoes.nomeAgencia} sigla={configuracoes.siglaAgencia} />
          </Link>
          {/* Target of the bar's 'Ir para o menu' [2]: the dropdowns on desktop, the menu button on phones. */}
          <div id="menu" tabIndex={-1} className="flex h-full items-center outline-none">
            <div className="hidden h-full desktop:block">
              <DesktopNav secoes={secoes} seta={<IconeSetaAbaixo className="size-4" strokeWidth={2.5} />} />
            </div>
            <div className="flex items-center gap-1 desktop:hidden">
              <SearchDialog icone={<IconeBusca />} className="rounded-md p-2 text-tinta hover:bg-marca-50 hover:text-marca-800" />
              <MobileMenu icone={<IconeMenu className="size-7" />} secoes={secoes} linksPrincipais={LINKS_PRINCIPAIS} areaClienteUrl={configuracoes.areaClienteUrl} />
            </div>
          </div>
        </div>
      </div>
      <BarraAcessoRapido links={LINKS_PRINCIPAIS} areaClienteUrl={configuracoes.areaClienteUrl} />
    </header>
  )
}
