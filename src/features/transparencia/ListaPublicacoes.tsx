import { IconeBaixar } from '@/components/ui/icones-leves'

import {
  enderecoDownload,
  extensaoDoArquivo,
  formatarDataPublicacao,
  MENSAGENS,
  tamanhoLegivel,
  tituloDaPublicacao,
  type Publicacao,
} from '@/domain/transparencia'

interface Props {
  publicacoes: readonly (Publicacao & { tituloTipo?: string })[]
  /** True when a month/year filter or a search narrowed the list (changes the empty message). */
  filtrado: boolean
  /** Show each item's category (search results span every category). */
  comCategoria?: boolean
}

/** Publications with title, date, size and type, each downloading through the legacy address. */
export function ListaPublicacoes({ publicacoes, filtrado, comCategoria = false }: Props) {
  if (publicacoes.length === 0) {
    return <p className="rounded border border-marca-100 bg-white p-4">{filtrado ? MENSAGENS.semPublicacoesNoFiltro : MENSAGENS.semPublicacoes}</p>
  }
  return (
    <ul className="flex flex-col gap-3">
      {publicacoes.map((p) => {
        const titulo = tituloDaPublicacao(p)
        const ext = extensaoDoArquivo(p.nomeArquivo)
        const tamanho = tamanhoLegivel(p.tamanhoArquivo)
        return (
          <li key={p.id} className="flex flex-col gap-2 rounded-lg border border-marca-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-bold text-tinta">{titulo}</h3>
              {p.subtituloPublicacao && <p className="text-tinta-suave">{p.subtituloPublicacao}</p>}
              <p className="mt-1 text-sm text-tinta-suave">
                {comCategoria && p.tituloTipo && <span>{p.tituloTipo} · </span>}
                <span>{formatarDataPublicacao(p.dataPublicacao)}</span>
                {ext && <span> · {ext}</span>}
                {tamanho && <span> · {tamanho}</span>}
              </p>
            </div>
            <a
              href={enderecoDownload(p.id)}
              download={p.nomeArquivo ?? true}
              className="inline-flex shrink-0 items-center gap-2 self-start rounded bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800 sm:self-center"
            >
              <IconeBaixar className="size-4" />
              Baixar<span className="sr-only"> {titulo}{ext ? ` (${ext}${tamanho ? `, ${tamanho}` : ''})` : ''}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
