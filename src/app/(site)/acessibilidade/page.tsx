import { SimboloAcessibilidade } from '@/components/ui/SimboloAcessibilidade'
import { PaginaDeSecoes } from '@/features/direitos/PaginaDeSecoes'
import { paginaInstitucionalDe } from '@/features/institucional/paginas'

/** /acessibilidade: the accessibility statement (LBI art. 63, eMAG 3.1), kept by staff. */
const pagina = paginaInstitucionalDe('acessibilidade', ({ pagina }) => (
  <PaginaDeSecoes pagina={pagina} simbolo={<SimboloAcessibilidade className="size-12 shrink-0 text-marca-800" />} />
))
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
