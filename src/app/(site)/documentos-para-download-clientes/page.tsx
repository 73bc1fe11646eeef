import { metadadosDocumentos, PaginaDocumentos } from '@/features/documentos/PaginaDocumentos'

export const generateMetadata = () => metadadosDocumentos('CLIENTES')

/** /documentos-para-download-clientes: documents for existing clients (spec 3 §2, §7). */
export default function Pagina() {
  return <PaginaDocumentos tipo="CLIENTES" />
}
