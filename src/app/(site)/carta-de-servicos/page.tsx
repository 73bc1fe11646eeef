import type { Metadata } from 'next'

import { PaginaCarta } from '@/features/carta-servicos/PaginaCarta'

export const metadata: Metadata = {
  title: 'Carta de Serviços ao Usuário',
  description: 'Os serviços da agência com requisitos, etapas, prazos máximos, forma de prestação e onde reclamar (Lei 13.460/2017).',
}

/** /carta-de-servicos: the Carta de Serviços ao Usuário (Lei 13.460/2017 art. 7º). */
export default function Pagina() {
  return <PaginaCarta />
}
