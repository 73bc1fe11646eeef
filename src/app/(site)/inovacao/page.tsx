import type { Metadata } from 'next'

import { INFO_PERFIS } from '@/domain/perfil'
import { LandingInovacao } from '@/features/produtos/LandingInovacao'

export const metadata: Metadata = { title: INFO_PERFIS.INV.titulo, description: INFO_PERFIS.INV.introducao }

export default function Page() {
  return <LandingInovacao />
}
