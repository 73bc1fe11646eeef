import { metadadosAcompanhar, PaginaAcompanhar } from '@/features/atendimento/PaginaAcompanhar'

type Props = { searchParams: Promise<{ numero?: string | string[] }> }

export const metadata = metadadosAcompanhar

/** /atendimento-ao-cliente/acompanhar?numero=…: the follow-up by number (features/atendimento/PaginaAcompanhar.tsx). */
export default async function Pagina({ searchParams }: Props) {
  const numero = (await searchParams).numero
  return <PaginaAcompanhar numero={(Array.isArray(numero) ? numero[0] : numero)?.trim().slice(0, 64) ?? ''} />
}
