import { CartaoEncarregado } from '@/features/direitos/CartaoEncarregado'
import { PaginaDeSecoes } from '@/features/direitos/PaginaDeSecoes'
import { paginaInstitucionalDe } from '@/features/institucional/paginas'
import { lerConfiguracoes } from '@/dados/configuracoes'

/** /politica-de-privacidade (LGPD art. 9): the policy kept by staff and the officer from site settings (art. 41). */
const pagina = paginaInstitucionalDe('politica-de-privacidade', async ({ pagina }) => {
  const { encarregado } = await lerConfiguracoes()
  return <PaginaDeSecoes pagina={pagina} depois={<CartaoEncarregado encarregado={encarregado} />} />
})
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
