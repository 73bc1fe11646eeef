import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'

export const generateMetadata = () => metadadosCanal(undefined)

/** /atendimento-ao-cliente (spec 3 §2): the first channel, Fale Conosco. */
export default function Pagina() {
  return <PaginaCanal />
}
