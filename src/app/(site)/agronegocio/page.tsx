import type { Metadata } from 'next'

import { PaginaListaProdutos } from '@/features/produtos/PaginaListaProdutos'

export const metadata: Metadata = {
  title: 'Agronegócio',
  description: 'Financiamento para produtores rurais e agricultores familiares: custeio, investimento, máquinas, irrigação e armazenagem.',
}

export default function Page() {
  return <PaginaListaProdutos perfil="AGRO" titulo="Agronegócio" introducao="Financiamento para produtores rurais e agricultores familiares: custeio, investimento, máquinas, irrigação e armazenagem." />
}
