'use client'

export { default } from '@/features/transparencia/ErroPublicacoes.client'
