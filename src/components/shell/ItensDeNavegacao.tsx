import type { LinkMenu } from '@/domain/navegacao'
import { LinkNavegacao } from './LinkNavegacao.client'

interface ItensDeNavegacaoProps {
  links: readonly LinkMenu[]
  /** Every link's look in this place. */
  classeDoLink: string
  /** Closes the menu the links sit in (phone menu, header dropdown). */
  aoNavegar?: () => void
  /** Footer links: scroll smoothly to the top (see LinkNavegacao). */
  rolarAoTopo?: boolean
  /** Where the Produtos links show their one-line description: the title's and the description's looks. */
  comDescricao?: { titulo: string; descricao: string }
}

/**
 * The items of a list of the shell's menu links, one per link, marked as the current page when they
 * point at it: the header's bar and dropdowns, the phone menu and the footer's site map. Only the
 * items, because the phone menu's main list puts its section buttons in the same list.
 */
export function ItensDeNavegacao({ links, classeDoLink, aoNavegar, rolarAoTopo, comDescricao }: ItensDeNavegacaoProps) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <LinkNavegacao href={link.href} aoNavegar={aoNavegar} rolarAoTopo={rolarAoTopo} className={classeDoLink}>
            {comDescricao ? (
              <>
                <span className={comDescricao.titulo}>{link.titulo}</span>
                {link.descricao && <span className={comDescricao.descricao}>{link.descricao}</span>}
              </>
            ) : (
              link.titulo
            )}
          </LinkNavegacao>
        </li>
      ))}
    </>
  )
}
