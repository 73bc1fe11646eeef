import type { SecaoMenu } from '@/domain/navegacao'
import { ItensDeNavegacao } from './ItensDeNavegacao'

interface PainelSecaoProps {
  secao: SecaoMenu
  id: string
  aberto: boolean
  aoNavegar: () => void
}

/**
 * The dropdown panel of one header section: a full-width sheet just below the header bar.
 * It stays in the DOM (hidden) so the trigger's aria-controls always points at an element.
 */
export function PainelSecao({ secao, id, aberto, aoNavegar }: PainelSecaoProps) {
  const comDescricao = secao.links.some((link) => link.descricao)
  // Produtos: one card per audience in a row; plain link lists: three columns.
  const colunas = comDescricao ? 'grid-cols-4' : 'grid-cols-3'
  return (
    <div
      id={id}
      hidden={!aberto}
      className="absolute inset-x-0 top-full z-10 max-h-[calc(100dvh-var(--spacing-cabecalho))] overflow-y-auto border-t-4 border-destaque-500 bg-white shadow-xl"
    >
      <ul className={`mx-auto grid max-w-7xl gap-x-6 gap-y-1 px-4 py-6 ${colunas}`}>
        <ItensDeNavegacao
          links={secao.links}
          aoNavegar={aoNavegar}
          classeDoLink="block rounded-md px-3 py-2 text-tinta hover:bg-marca-50 aria-[current=page]:bg-marca-50"
          comDescricao={{ titulo: 'block font-semibold text-marca-800 underline-offset-4 hover:underline', descricao: 'mt-1 block text-sm text-tinta-suave' }}
        />
      </ul>
    </div>
  )
}
