import type { Metadata } from 'next'

import { LandingInovacao } from '@/features/produtos/LandingInovacao'

export const metadata: Metadata = {
  title: 'Inovação',
  description: 'Financiamento para fomentar a inovação em micro, pequenas e médias empresas gaúchas.',
}

export default function Page() {
  return <LandingInovacao />
}
