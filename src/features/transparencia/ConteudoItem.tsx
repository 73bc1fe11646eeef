import { IconeLinkExterno } from '@/components/ui/icones-leves'
import type { ConteudoItem as Conteudo } from '@/domain/transparencia'

/** A menu item's external link or HTML (spec 2 §4); publications are rendered by the page. */
export function ConteudoItem({ conteudo, titulo }: { conteudo: Exclude<Conteudo, { tipo: 'publicacoes' }>; titulo: string }) {
  if (conteudo.tipo === 'link') {
    return (
      <p>
        <a
          href={conteudo.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded bg-marca-700 px-4 py-3 font-semibold text-white hover:bg-marca-800"
        >
          Acessar {titulo}
          <IconeLinkExterno className="size-4" />
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </p>
    )
  }
  return <div className="conteudo-html" dangerouslySetInnerHTML={{ __html: conteudo.html }} />
}
