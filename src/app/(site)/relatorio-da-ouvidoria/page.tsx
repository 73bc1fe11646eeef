import type { Metadata } from 'next'

import { PaginaRelatorio } from '@/features/relatorio-ouvidoria/PaginaRelatorio'

export const metadata: Metadata = {
  title: 'Relatório da Ouvidoria',
  description: 'Prestação de contas da Ouvidoria: manifestações por natureza e por mês, respostas no prazo, tempo médio de resposta e o relatório anual.',
}

/** /relatorio-da-ouvidoria: the ombudsman's public account (Lei 13.460/2017 arts. 14–15). */
export default function Pagina() {
  return <PaginaRelatorio />
}
