import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false } }

/** Any path no route claims gets the 404 page inside the shell (with status 404). */
export default function CaminhoDesconhecido(): never {
  notFound()
}
