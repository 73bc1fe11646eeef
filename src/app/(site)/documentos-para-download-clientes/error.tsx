'use client'

export { default } from '@/features/documentos/ErroDocumentos.client'
