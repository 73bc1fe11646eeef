'use client'

import type { ReactNode } from 'react'
import type { SecaoMenu } from '@/domain/navegacao'
import { useMenuDesktop } from './hooks/useMenuDesktop'
import { PainelSecao } from './PainelSecao'

type IdSecao = SecaoMenu['id']

const idPainel = (id: IdSecao) => `menu-painel-${id}`

/**
 * The desktop dropdown menu (disclosure pattern; its behaviour: hooks/useMenuDesktop).
 * `seta`: the chevron, rendered by the server parent so no icon code ships in the first load.
 */
export function DesktopNav({ secoes, seta }: { secoes: SecaoMenu[]; seta: ReactNode }) {
  const { aberta, navRef, registrarGatilho, anotarPonteiro, abrir, agendarFechamento, fechar, aoClicarGatilho, aoPerderFoco } = useMenuDesktop<IdSecao>()
  return (
    <nav ref={navRef} aria-label="Menu principal" className="h-full">
      <ul className="flex h-full items-stretch gap-1">
        {secoes.map((secao) => {
          const estaAberta = aberta === secao.id
          return (
            <li
              key={secao.id}
              className="flex items-center"
              onPointerEnter={(e) => e.pointerType === 'mouse' && abrir(secao.id)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && agendarFechamento(secao.id)}
              onBlur={(e) => aoPerderFoco(e, secao.id)}
            >
              <button
                type="button"
                ref={registrarGatilho(secao.id)}
                aria-expanded={estaAberta}
                aria-controls={idPainel(secao.id)}
                onPointerDown={anotarPonteiro}
                onClick={(e) => aoClicarGatilho(e, secao.id)}
                className="flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-semibold text-tinta hover:bg-marca-50 hover:text-marca-800 aria-expanded:bg-marca-50 aria-expanded:text-marca-800"
              >
                {secao.titulo}
                <span className={`flex shrink-0 motion-safe:transition-transform ${estaAberta ? 'rotate-180' : ''}`}>{seta}</span>
              </button>
              <PainelSecao secao={secao} id={idPainel(secao.id)} aberto={estaAberta} aoNavegar={fechar} />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
