import type { Metadata } from 'next'

import { PaginaNaoEncontrada } from '@/features/erros/PaginaNaoEncontrada'

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false } }

/**
 * The 404 page after a navigation inside the site (the browser renders it). A
 * full page load of an unknown address gets the same content in its HTML from
 * the HTTP server (src/server/borda/http/servidor.ts).
 */
export default function NaoEncontrada() {
  return <PaginaNaoEncontrada />
}
