import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { paginaInstitucional, type PaginaInstitucionalPublica } from '@/dados/institucional'
import type { PaginaInstitucional } from '@/payload-types'

/** How a staff-kept page is shown once it is read (sections, a video, a map…). */
export type VistaInstitucional = (props: { pagina: PaginaInstitucionalPublica }) => ReactNode | Promise<ReactNode>

/**
 * The route of a page staff keep in Páginas institucionais: its title and summary as
 * metadata, its view when it exists, the 404 page while staff have not written it.
 * Each `…/page.tsx` names its address and its view.
 */
export function paginaInstitucionalDe(rota: PaginaInstitucional['rota'], Vista: VistaInstitucional) {
  const generateMetadata = async (): Promise<Metadata> => {
    const p = await paginaInstitucional(rota)
    return p ? { title: p.titulo, description: p.resumo } : { title: 'Página não encontrada' }
  }
  const Pagina = async () => {
    const p = await paginaInstitucional(rota)
    if (!p) notFound()
    return <Vista pagina={p} />
  }
  return { generateMetadata, Pagina }
}
