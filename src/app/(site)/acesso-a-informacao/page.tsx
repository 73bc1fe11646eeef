import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PaginaDeSecoes } from '@/features/direitos/PaginaDeSecoes'
import { paginaInstitucional } from '@/dados/institucional'

export async function generateMetadata(): Promise<Metadata> {
  const p = await paginaInstitucional('acesso-a-informacao')
  return p ? { title: p.titulo, description: p.resumo } : { title: 'Página não encontrada' }
}

/** /acesso-a-informacao: the LAI hub (art. 8), one section per item of the CGU's guide, kept by staff. */
export default async function AcessoAInformacao() {
  const p = await paginaInstitucional('acesso-a-informacao')
  if (!p) notFound()
  return <PaginaDeSecoes pagina={p} />
}
