import { metadadosCanal, PaginaCanal } from '@/features/atendimento/PaginaCanal'
import { SecaoOuvidoria } from '@/features/ouvidoria/SecaoOuvidoria'

export const generateMetadata = () => metadadosCanal('ouvidoria')

/** /atendimento-ao-cliente/ouvidoria (spec 3 §2): its own route, so the page loads this channel's form only (issue 35). */
export default function Pagina() {
  return <PaginaCanal slug="ouvidoria" formulario={<SecaoOuvidoria />} />
}
