import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'
import { SecaoFaleConosco } from '@/features/fale-conosco/SecaoFaleConosco'

export const generateMetadata = () => metadadosCanal(undefined)

/** /atendimento-ao-cliente (spec 3 §2): the first channel, Fale Conosco, with its form only. */
export default function Pagina() {
  return <PaginaCanal formulario={<SecaoFaleConosco />} />
}
