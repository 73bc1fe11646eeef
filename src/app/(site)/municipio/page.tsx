import type { Metadata } from 'next'

import { PaginaListaProdutos } from '@/features/produtos/PaginaListaProdutos'

export const metadata: Metadata = {
  title: 'Município',
  description: 'Soluções técnicas e financeiras para os municípios gaúchos investirem em infraestrutura e serviços públicos.',
}

export default function Page() {
  return <PaginaListaProdutos perfil="PUB" titulo="Município" introducao="Soluções técnicas e financeiras para os municípios gaúchos investirem em infraestrutura e serviços públicos." />
}
