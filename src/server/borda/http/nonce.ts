import { randomBytes } from 'node:crypto'

/**
 * Random bytes drawn 4 KB at a time: one call into the system's generator per 256 nonces instead
 * of one per response (a cached page's response spent 8.5% of the server's CPU in randomBytes(16)
 * under load, profiled with --cpu-prof). Each nonce is still 16 bytes of the CSPRNG's output, and
 * no byte is used twice.
 */
const reserva = { bytes: Buffer.alloc(0), posicao: 0 }

/** A nonce's random bytes (128 bits), and its length once in base64: what a kept body's gaps add up to. */
const BYTES_DO_NONCE = 16
export const TAMANHO_DO_NONCE = Math.ceil(BYTES_DO_NONCE / 3) * 4

/** A fresh CSP nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
export function novoNonce(): string {
  if (reserva.posicao + BYTES_DO_NONCE > reserva.bytes.length) {
    reserva.bytes = randomBytes(4096)
    reserva.posicao = 0
  }
  const nonce = reserva.bytes.toString('base64', reserva.posicao, reserva.posicao + BYTES_DO_NONCE)
  reserva.posicao += BYTES_DO_NONCE
  return nonce
}

/**
 * A rendered body cut at every occurrence of the nonce it was rendered with, so
 * it can be served again with another nonce by joining the parts around it.
 */
export function separarPorNonce(corpo: Buffer, nonce: string): Buffer[] {
  const partes: Buffer[] = []
  const agulha = Buffer.from(nonce)
  let inicio = 0
  for (let i = corpo.indexOf(agulha); i !== -1; i = corpo.indexOf(agulha, inicio)) {
    partes.push(corpo.subarray(inicio, i))
    inicio = i + agulha.length
  }
  partes.push(corpo.subarray(inicio))
  return partes
}

/**
 * The body's pieces with `nonce` between the parts, without copying them: the server writes them
 * in one go (a writev), where joining them first copied the whole page into a new buffer on every
 * response (16.6% of the CPU on a cached 228 KB page, and much of the garbage collector's 16%).
 */
export function pedacosComNonce(partes: readonly Buffer[], nonce: string): Buffer[] {
  if (partes.length === 1) return [partes[0]!]
  const n = Buffer.from(nonce)
  const pedacos: Buffer[] = []
  partes.forEach((p, i) => {
    if (i > 0) pedacos.push(n)
    pedacos.push(p)
  })
  return pedacos
}

/** The body with `nonce` between the parts, as one buffer (the inverse of separarPorNonce). */
export function juntarComNonce(partes: readonly Buffer[], nonce: string): Buffer {
  return Buffer.concat(pedacosComNonce(partes, nonce))
}
