import type { Metadata } from 'next'

import { DetalheProduto } from '@/features/produtos/DetalheProduto'
import { metadadosDoProduto } from '@/features/produtos/metadados'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadadosDoProduto('PUB', (await params).id)
}

export default async function Page({ params }: Props) {
  return <DetalheProduto perfil="PUB" idTexto={(await params).id} />
}
