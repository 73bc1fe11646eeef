import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CartaoEncarregado } from '@/features/direitos/CartaoEncarregado'
import { PaginaDeSecoes } from '@/features/direitos/PaginaDeSecoes'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { paginaInstitucional } from '@/dados/institucional'

export async function generateMetadata(): Promise<Metadata> {
  const p = await paginaInstitucional('politica-de-privacidade')
  return p ? { title: p.titulo, description: p.resumo } : { title: 'Página não encontrada' }
}

/** /politica-de-privacidade (LGPD art. 9): the policy kept by staff and the officer from site settings (art. 41). */
export default async function PoliticaDePrivacidade() {
  const p = await paginaInstitucional('politica-de-privacidade')
  if (!p) notFound()
  const { encarregado } = await lerConfiguracoes()
  return <PaginaDeSecoes pagina={p} depois={<CartaoEncarregado encarregado={encarregado} />} />
}
