import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'
import { SecaoProtocolo } from '@/features/protocolo/SecaoProtocolo'

export const generateMetadata = () => metadadosCanal('protocolo')

/** /atendimento-ao-cliente/protocolo (spec 3 §2): its own route, so the page loads this channel's form only (issue 35). */
export default function Pagina() {
  return <PaginaCanal slug="protocolo" formulario={<SecaoProtocolo />} />
}
