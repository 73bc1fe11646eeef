import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'
import { SecaoDenuncias } from '@/features/denuncias/SecaoDenuncias'

export const generateMetadata = () => metadadosCanal('denuncias')

/** /atendimento-ao-cliente/denuncias (spec 3 §2): its own route, so the page loads this channel's form only (issue 35). */
export default function Pagina() {
  return <PaginaCanal slug="denuncias" formulario={<SecaoDenuncias />} />
}
