import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * gzip for a body whose fixed parts are known in advance and whose few variable
 * bytes (the CSP nonce) change on every response, without compressing the whole
 * body each time. Each fixed part is compressed once into raw deflate blocks that
 * end byte-aligned with no reference across parts (Z_FULL_FLUSH); the nonce is
 * compressed alone per response (a few bytes). Concatenated, they are one valid
 * deflate stream (RFC 1951), wrapped in one gzip member (RFC 1952) whose CRC-32
 * and length are computed over the whole uncompressed body.
 */
export interface ParteComprimida {
  dados: Buffer
  deflate: Buffer
}

const CABECALHO_GZIP = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
// An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block.
const BLOCO_FINAL = Buffer.from([0x03, 0x00])

/** Compresses one part so it can be followed by any other part (byte-aligned, no back-references out). */
export function comprimirParte(dados: Buffer, nivel = 9): ParteComprimida {
  return { dados, deflate: deflateRawSync(dados, { level: nivel, finishFlush: constants.Z_FULL_FLUSH }) }
}

/** The gzip body of parts joined with `separador` between them (the nonce), as one gzip member. */
export function gzipComSeparador(partes: readonly ParteComprimida[], separador: string): Buffer {
  const sep = Buffer.from(separador)
  const sepComprimido = partes.length > 1 ? deflateRawSync(sep, { level: 1, finishFlush: constants.Z_FULL_FLUSH }) : null
  const pedacos: Buffer[] = [CABECALHO_GZIP]
  let crc = 0
  let tamanho = 0
  partes.forEach((p, i) => {
    if (i > 0 && sepComprimido) {
      pedacos.push(sepComprimido)
      crc = crc32(sep, crc)
      tamanho += sep.length
    }
    pedacos.push(p.deflate)
    // Node has no crc32_combine; a running CRC over the raw bytes costs microseconds for a page.
    crc = crc32(p.dados, crc)
    tamanho += p.dados.length
  })
  const rodape = Buffer.alloc(8)
  rodape.writeUInt32LE(crc >>> 0, 0)
  rodape.writeUInt32LE(tamanho >>> 0, 4)
  pedacos.push(BLOCO_FINAL, rodape)
  return Buffer.concat(pedacos)
}
