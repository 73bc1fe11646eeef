import { metadadosDocumentos, PaginaDocumentos } from '@/features/documentos/PaginaDocumentos'

export const generateMetadata = () => metadadosDocumentos('PUB')

/** /documentos-para-download-municipio (spec 2 §2, Document download pages). */
export default function Pagina() {
  return <PaginaDocumentos tipo="PUB" />
}
