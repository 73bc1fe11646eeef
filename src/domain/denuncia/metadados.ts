/**
 * Strips the metadata a photo carries about the person who took it (EXIF with
 * GPS position, camera serial and time; XMP; IPTC; comments) from JPEG and PNG
 * files, without re-encoding the image: only metadata segments or chunks are
 * dropped, the pixels are byte for byte the same. Any other file, or an image
 * whose structure is not understood, comes back unchanged (never corrupted).
 * Pure: bytes in, bytes out.
 */
import { juntarBytes } from '../bytes'

const JPEG_SOI = 0xffd8

/** JPEG segments that carry metadata: APP1 (EXIF, XMP), APP2..APP15 except ICC (APP2 'ICC_PROFILE') and Adobe (APP14), and COM. */
function segmentoDeMetadados(marcador: number, dados: Uint8Array): boolean {
  if (marcador === 0xfe) return true
  if (marcador < 0xe1 || marcador > 0xef) return false
  const assinatura = String.fromCharCode(...dados.subarray(0, 12))
  // The colour profile and Adobe's colour transform change how the image looks: kept.
  if (marcador === 0xe2 && assinatura.startsWith('ICC_PROFILE')) return false
  if (marcador === 0xee && assinatura.startsWith('Adobe')) return false
  return true
}

function jpegSemMetadados(b: Uint8Array): Uint8Array {
  const partes: Uint8Array[] = [b.subarray(0, 2)]
  let i = 2
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return b
    const marcador = b[i + 1]!
    // Start of scan: the rest is the image data and the end marker.
    if (marcador === 0xda) {
      partes.push(b.subarray(i))
      return juntarBytes(partes)
    }
    const tamanho = (b[i + 2]! << 8) | b[i + 3]!
    if (tamanho < 2 || i + 2 + tamanho > b.length) return b
    const dados = b.subarray(i + 4, i + 2 + tamanho)
    if (!segmentoDeMetadados(marcador, dados)) partes.push(b.subarray(i, i + 2 + tamanho))
    i += 2 + tamanho
  }
  return b
}

const PNG_ASSINATURA = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** PNG chunks with text or EXIF: tEXt, zTXt, iTXt (XMP lives here), eXIf, tIME. */
const CHUNKS_DE_METADADOS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])

function pngSemMetadados(b: Uint8Array): Uint8Array {
  const partes: Uint8Array[] = [b.subarray(0, 8)]
  let i = 8
  while (i + 12 <= b.length) {
    const tamanho = ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!
    const tipo = String.fromCharCode(b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!)
    const fim = i + 12 + tamanho
    if (fim > b.length) return b
    if (!CHUNKS_DE_METADADOS.has(tipo)) partes.push(b.subarray(i, fim))
    i = fim
    if (tipo === 'IEND') return juntarBytes(partes)
  }
  return b
}

/** The file without its image metadata (JPEG and PNG, recognised by their bytes, not their name); anything else as it is. */
export function semMetadados(bytes: Uint8Array): Uint8Array {
  if (bytes.length > 4 && ((bytes[0]! << 8) | bytes[1]!) === JPEG_SOI) return jpegSemMetadados(bytes)
  if (bytes.length > 8 && PNG_ASSINATURA.every((v, k) => bytes[k] === v)) return pngSemMetadados(bytes)
  return bytes
}
