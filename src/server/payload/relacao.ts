import type { Arquivo, Imagem } from '@/payload-types'

/**
 * A relationship or upload field holds the related document's id (depth 0) or
 * the document itself (depth ≥ 1); these read either form.
 */
export function idDaRelacao(v: unknown): number | null {
  if (typeof v === 'number') return v
  if (typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number') return v.id
  return null
}

export function documentoDaRelacao<T extends object>(v: number | T | null | undefined): T | null {
  return typeof v === 'object' && v !== null ? v : null
}

/** An image visitors can load, with its text alternative; null when not populated or without a file. */
export function imagemPublica(v: number | Imagem | null | undefined): { url: string; alt: string } | null {
  const img = documentoDaRelacao(v)
  return img?.url ? { url: img.url, alt: img.alt ?? '' } : null
}

/** A public file's address and type; null when not populated or without a file. */
export function arquivoPublico(v: number | Arquivo | null | undefined): { url: string; tipo: string } | null {
  const a = documentoDaRelacao(v)
  return a?.url ? { url: a.url, tipo: a.mimeType ?? '' } : null
}
