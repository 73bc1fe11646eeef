import { fileTypeFromBuffer } from 'file-type'

import type { Extensao } from '@/domain/formulario/arquivos'

/** The type each accepted extension must have by its bytes (file-type's names); txt has none: it is read as text. */
const ASSINATURA: Record<Exclude<Extensao, 'txt'>, { ext: readonly string[]; mime: string }> = {
  pdf: { ext: ['pdf'], mime: 'application/pdf' },
  // A .doc is an OLE compound file; file-type names it 'cfb'.
  doc: { ext: ['cfb'], mime: 'application/msword' },
  docx: { ext: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  jpg: { ext: ['jpg'], mime: 'image/jpeg' },
  jpeg: { ext: ['jpg'], mime: 'image/jpeg' },
  png: { ext: ['png'], mime: 'image/png' },
}

/**
 * Plain text: valid UTF-8 (or Latin-1 without control characters) with no NUL
 * and no control characters but tab, line feed, carriage return and form feed,
 * so an executable renamed .txt is not text.
 */
export function pareceTexto(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false
    if (b === 0x7f) return false
  }
  return true
}

/**
 * The MIME type a file has by its content, when it is the type its extension
 * says; null otherwise (a PE or ELF executable named .pdf, a PNG named .docx).
 */
export async function tipoPeloConteudo(bytes: Uint8Array, extensao: Extensao): Promise<string | null> {
  if (extensao === 'txt') return pareceTexto(bytes) ? 'text/plain' : null
  const esperado = ASSINATURA[extensao]
  const detectado = await fileTypeFromBuffer(bytes)
  return detectado && esperado.ext.includes(detectado.ext) ? esperado.mime : null
}
