import type { SecaoMenu } from '@/domain/navegacao'
import { ItensDeNavegacao } from './ItensDeNavegacao'

interface MenuMovelSubpainelProps {
  secao: SecaoMenu
  aoNavegar: () => void
}

/** One drill-down panel of the phone menu: the links of a section (with the Produtos descriptions). */
export function MenuMovelSubpainel({ secao, aoNavegar }: MenuMovelSubpainelProps) {
  return (
    <nav aria-label={secao.titulo} id={`menu-movel-${secao.id}`}>
      <ul className="divide-y divide-marca-100">
        <ItensDeNavegacao
          links={secao.links}
          aoNavegar={aoNavegar}
          classeDoLink="block px-4 py-3.5 text-tinta hover:bg-marca-50 aria-[current=page]:bg-marca-50"
          comDescricao={{ titulo: 'block font-semibold text-marca-800', descricao: 'mt-0.5 block text-sm text-tinta-suave' }}
        />
      </ul>
    </nav>
  )
}
