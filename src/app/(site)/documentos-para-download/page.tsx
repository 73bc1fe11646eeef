import { metadadosDocumentos, PaginaDocumentos } from '@/features/documentos/PaginaDocumentos'

export const generateMetadata = () => metadadosDocumentos('GERAL')

/** /documentos-para-download (spec 2 §2, Document download pages). */
export default function Pagina() {
  return <PaginaDocumentos tipo="GERAL" />
}
