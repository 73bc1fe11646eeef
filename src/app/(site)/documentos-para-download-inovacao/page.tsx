import { metadadosDocumentos, PaginaDocumentos } from '@/features/documentos/PaginaDocumentos'

export const generateMetadata = () => metadadosDocumentos('INV')

/** /documentos-para-download-inovacao (spec 2 §2, Document download pages). */
export default function Pagina() {
  return <PaginaDocumentos tipo="INV" />
}
