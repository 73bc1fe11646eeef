import { notFound } from 'next/navigation'

import { IconeBaixar } from '@/components/ui/icones-leves'
import {
  consultaDaLista,
  enderecoDownload,
  extensaoDoArquivo,
  formatarDataPublicacao,
  listaDePublicacoes,
  MENSAGENS,
  tamanhoLegivel,
  tituloDaPublicacao,
  type ConsultaPublicacoes,
  type Publicacao,
} from '@/domain/transparencia'
import { Paginacao } from '@/components/ui/Paginacao'
import { publicacoesDe } from '@/dados/transparencia'

import { DadosAbertos } from './DadosAbertos'
import { ResultadosBusca } from './ResultadosBusca'

interface Props {
  publicacoes: readonly (Publicacao & { tituloTipo?: string })[]
  /** True when a month/year filter or a search narrowed the list (changes the empty message). */
  filtrado: boolean
  /** Show each item's category (search results span every category). */
  comCategoria?: boolean
}

/** Publications with title, date, size and type, each downloading through the legacy address. */
function ListaPublicacoes({ publicacoes, filtrado, comCategoria = false }: Props) {
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

interface PropsPagina {
  /** A category, or null for every category. */
  tipo: number | null
  consulta: ConsultaPublicacoes
  /** The page's path, for the pager's links. */
  caminho: string
  comCategoria?: boolean
}

/**
 * A publications list as a page shows it: narrowed by the address's search and
 * month/year, a page of it, the pager, and the same list as open data. With a
 * search, the results header of spec 2 §8 comes first. A page past the last is a 404.
 */
export async function PaginaDePublicacoes({ tipo, consulta, caminho, comCategoria }: PropsPagina) {
  const r = listaDePublicacoes(await publicacoesDe(tipo), consulta)
  if (consulta.pagina > r.totalPaginas) notFound()
  const q = consultaDaLista(consulta)
  return (
    <>
      {consulta.busca && <ResultadosBusca termo={consulta.busca} total={r.todas.length} />}
      {!(consulta.busca && r.todas.length === 0) && <ListaPublicacoes publicacoes={r.pagina} filtrado={r.filtrado} comCategoria={comCategoria} />}
      <Paginacao atual={consulta.pagina} total={r.totalPaginas} caminho={caminho} consulta={q} />
      <DadosAbertos base={`/dados-abertos/publicacoes/${tipo ?? 'todas'}`} consulta={q} />
    </>
  )
}
