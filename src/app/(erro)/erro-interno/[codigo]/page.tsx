import type { Metadata } from 'next'

import { enderecoParaTentarDeNovo, textosDoErro } from '@/domain/erros'
import { PaginaErro } from '@/features/erros/PaginaErro'
import { PaginaNaoEncontrada } from '@/features/erros/PaginaNaoEncontrada'

type Props = { params: Promise<{ codigo: string }>; searchParams: Promise<{ de?: string | string[] }> }

// Rendered only by the HTTP server (src/server/borda/http/servidor.ts), which sends it with the
// status in the address in place of the framework's empty error document; a request
// from outside for this address gets the 404 page. `de` is the address that failed.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { codigo } = await params
  if (codigo === '404') return { title: 'Página não encontrada' }
  return { title: textosDoErro(codigo === '503' ? 503 : 500, enderecoParaTentarDeNovo((await searchParams).de)).titulo }
}

export default async function PaginaDeErroInterna({ params, searchParams }: Props) {
  const { codigo } = await params
  if (codigo === '404') return <PaginaNaoEncontrada />
  return <PaginaErro indisponivel={codigo === '503'} de={enderecoParaTentarDeNovo((await searchParams).de)} />
}
