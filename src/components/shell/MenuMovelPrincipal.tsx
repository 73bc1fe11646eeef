import { IconeAvancar } from '@/components/ui/icones-leves'
import type { LinkMenu, SecaoMenu } from '@/domain/navegacao'
import { IconeBusca } from './IconeBusca'
import { LinkAreaCliente } from './LinkAreaCliente'
import { ItensDeNavegacao } from './ItensDeNavegacao'
import { SearchDialog } from './SearchDialog.client'

type IdSecao = SecaoMenu['id']

interface MenuMovelPrincipalProps {
  secoes: SecaoMenu[]
  linksPrincipais: LinkMenu[]
  areaClienteUrl: string
  aoAbrirSecao: (id: IdSecao) => void
  registrarBotao: (id: IdSecao, el: HTMLButtonElement | null) => void
  aoNavegar: () => void
}

const item = 'flex w-full items-center justify-between gap-3 px-4 py-3.5 text-left font-semibold text-tinta hover:bg-marca-50 hover:text-marca-800'

/** Main level of the phone menu: the four sections (drill-down), the plain links, search and Área do Cliente. */
export function MenuMovelPrincipal(props: MenuMovelPrincipalProps) {
  const { secoes, linksPrincipais, areaClienteUrl, aoAbrirSecao, registrarBotao, aoNavegar } = props
  return (
    <>
      <nav aria-label="Menu principal">
        <ul className="divide-y divide-marca-100">
          {secoes.map((secao) => (
            <li key={secao.id}>
              <button
                type="button"
                ref={(el) => registrarBotao(secao.id, el)}
                onClick={() => aoAbrirSecao(secao.id)}
                className={item}
              >
                {secao.titulo}
                <IconeAvancar className="size-5 shrink-0 text-marca-700" strokeWidth={2.5} />
              </button>
            </li>
          ))}
          <ItensDeNavegacao links={linksPrincipais} aoNavegar={aoNavegar} classeDoLink={`${item} aria-[current=page]:text-marca-800`} />
        </ul>
      </nav>
      <div className="flex flex-col gap-3 border-t border-marca-100 p-4">
        <SearchDialog
          icone={<IconeBusca />}
          comRotulo
          aoBuscar={aoNavegar}
          className="flex items-center justify-center gap-2 rounded-md border-2 border-marca-700 px-4 py-2.5 font-semibold text-marca-800 hover:bg-marca-50"
        />
        <LinkAreaCliente
          href={areaClienteUrl}
          className="flex items-center justify-center gap-2 rounded-md bg-destaque-500 px-4 py-2.5 font-semibold text-tinta hover:bg-destaque-400"
        />
      </div>
    </>
  )
}
