import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'
import { SecaoFaleConosco } from '@/features/fale-conosco/SecaoFaleConosco'

export const generateMetadata = () => metadadosCanal('fale-conosco')

/** /atendimento-ao-cliente/fale-conosco (spec 3 §2): its own route, so the page loads this channel's form only (issue 35). */
export default function Pagina() {
  return <PaginaCanal slug="fale-conosco" formulario={<SecaoFaleConosco />} />
}
