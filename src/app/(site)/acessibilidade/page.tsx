import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PaginaDeSecoes } from '@/features/direitos/PaginaDeSecoes'
import { SimboloAcessibilidade } from '@/components/ui/SimboloAcessibilidade'
import { paginaInstitucional } from '@/dados/institucional'

export async function generateMetadata(): Promise<Metadata> {
  const p = await paginaInstitucional('acessibilidade')
  return p ? { title: p.titulo, description: p.resumo } : { title: 'Página não encontrada' }
}

/** /acessibilidade: the accessibility statement (LBI art. 63, eMAG 3.1), kept by staff. */
export default async function Acessibilidade() {
  const p = await paginaInstitucional('acessibilidade')
  if (!p) notFound()
  return <PaginaDeSecoes pagina={p} simbolo={<SimboloAcessibilidade className="size-12 shrink-0 text-marca-800" />} />
}
