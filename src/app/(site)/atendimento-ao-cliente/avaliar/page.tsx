import { metadadosAvaliar, PaginaAvaliar, type ResultadoDoEnvio } from '@/features/atendimento/PaginaAvaliar'

type Props = { searchParams: Promise<{ t?: string | string[]; resultado?: string | string[] }> }

export const metadata = metadadosAvaliar

const um = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
const RESULTADOS: readonly string[] = ['registrada', 'usada', 'invalida', 'nota']

/** /atendimento-ao-cliente/avaliar?t=…: the satisfaction survey (features/atendimento/PaginaAvaliar.tsx). */
export default async function Pagina({ searchParams }: Props) {
  const p = await searchParams
  const resultado = um(p.resultado)
  return <PaginaAvaliar token={um(p.t).slice(0, 200)} resultado={RESULTADOS.includes(resultado) ? (resultado as ResultadoDoEnvio) : undefined} />
}
