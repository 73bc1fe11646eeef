import type { Metadata } from 'next'

import { PaginaListaProdutos } from '@/features/produtos/PaginaListaProdutos'

export const metadata: Metadata = {
  title: 'Empresa',
  description: 'Crédito para empresas de todos os portes: capital de giro, investimento, máquinas, inovação e expansão.',
}

export default function Page() {
  return <PaginaListaProdutos perfil="ICS" titulo="Empresa" introducao="Crédito para empresas de todos os portes: capital de giro, investimento, máquinas, inovação e expansão." />
}
