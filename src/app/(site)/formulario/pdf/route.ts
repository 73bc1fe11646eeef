import { responderPdfCadastro } from '@/features/cadastros/rota-pdf'

/** GET /formulario/pdf: the registration's PDF to sign (features/cadastros/rota-pdf.ts). */
export const GET = responderPdfCadastro
export const dynamic = 'force-dynamic'
