import type { Metadata } from 'next'

import { TEXTOS_DE_ERRO } from '@/domain/erros'
import { PaginaErro } from '@/features/erros/PaginaErro'
import { PaginaNaoEncontrada } from '@/features/erros/PaginaNaoEncontrada'

type Props = { params: Promise<{ codigo: string }> }

// Rendered only by the HTTP server (src/server/http/servidor.ts), which sends it with the
// status in the address in place of the framework's empty error document; a request
// from outside for this address gets the 404 page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { codigo } = await params
  return { title: codigo === '404' ? 'Página não encontrada' : TEXTOS_DE_ERRO[codigo === '503' ? 503 : 500].titulo }
}

export default async function PaginaDeErroInterna({ params }: Props) {
  const { codigo } = await params
  if (codigo === '404') return <PaginaNaoEncontrada />
  return <PaginaErro indisponivel={codigo === '503'} />
}
