import { metadadosDocumentos, PaginaDocumentos } from '@/features/documentos/PaginaDocumentos'

export const generateMetadata = () => metadadosDocumentos('ICS')

/** /documentos-para-download-empresa (spec 2 §2, Document download pages). */
export default function Pagina() {
  return <PaginaDocumentos tipo="ICS" />
}
