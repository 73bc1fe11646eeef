'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/**
 * In a registration's back-office page: the PDF the applicant received to sign
 * (GET /formulario/pdf?id=, which checks the staff session and the collection's
 * access rules).
 */
export function LinkPdfCadastro() {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return (
    <p style={{ marginBottom: '1.5rem' }}>
      <a href={`/formulario/pdf?id=${encodeURIComponent(String(id))}`} download className="btn btn--style-secondary btn--size-medium">
        Baixar o PDF do formulário e das declarações
      </a>
    </p>
  )
}
