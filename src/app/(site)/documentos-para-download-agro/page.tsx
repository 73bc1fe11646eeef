import { metadadosDocumentos, PaginaDocumentos } from '@/features/documentos/PaginaDocumentos'

export const generateMetadata = () => metadadosDocumentos('AGRO')

/** /documentos-para-download-agro (spec 2 §2, Document download pages). */
export default function Pagina() {
  return <PaginaDocumentos tipo="AGRO" />
}
