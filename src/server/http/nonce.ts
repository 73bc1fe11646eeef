import { randomBytes } from 'node:crypto'

/** A fresh CSP nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
export function novoNonce(): string {
  return randomBytes(16).toString('base64')
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

/** The body with `nonce` between the parts (the inverse of separarPorNonce). */
export function juntarComNonce(partes: readonly Buffer[], nonce: string): Buffer {
  if (partes.length === 1) return partes[0]!
  const n = Buffer.from(nonce)
  const pedacos: Buffer[] = []
  partes.forEach((p, i) => {
    if (i > 0) pedacos.push(n)
    pedacos.push(p)
  })
  return Buffer.concat(pedacos)
}
