import type { SecaoMenu } from '@/domain/navegacao'
import { LinkNavegacao } from './LinkNavegacao.client'

interface MenuMovelSubpainelProps {
  secao: SecaoMenu
  aoNavegar: () => void
}

/** One drill-down panel of the phone menu: the links of a section (with the Produtos descriptions). */
export function MenuMovelSubpainel({ secao, aoNavegar }: MenuMovelSubpainelProps) {
  return (
    <nav aria-label={secao.titulo} id={`menu-movel-${secao.id}`}>
      <ul className="divide-y divide-marca-100">
        {secao.links.map((link) => (
          <li key={link.href}>
            <LinkNavegacao
              href={link.href}
              aoNavegar={aoNavegar}
              className="block px-4 py-3.5 text-tinta hover:bg-marca-50 aria-[current=page]:bg-marca-50"
            >
              <span className="block font-semibold text-marca-800">{link.titulo}</span>
              {link.descricao && <span className="mt-0.5 block text-sm text-tinta-suave">{link.descricao}</span>}
            </LinkNavegacao>
          </li>
        ))}
      </ul>
    </nav>
  )
}
