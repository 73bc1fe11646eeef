import { BlocoPerguntas } from '@/features/atendimento/BlocoPerguntas'
import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'

type Props = { params: Promise<{ categoria: string }> }

export async function generateMetadata({ params }: Props) {
  return metadadosCanal((await params).categoria)
}

/**
 * /atendimento-ao-cliente/{categorySlug} (spec 3 §2, named route atendimentoCategoria): the channels without
 * a form; the four with one have their own routes beside this one. An unknown slug is a 404.
 * The FAQ's accordion comes from here, so the pages with a form do not carry it (issue 35).
 */
export default async function Pagina({ params }: Props) {
  return <PaginaCanal slug={(await params).categoria} Perguntas={BlocoPerguntas} />
}
