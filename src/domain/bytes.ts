/** The parts' bytes one after the other, in one array (a body read in chunks, a file rebuilt without some of its parts). */
export function juntarBytes(partes: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = partes.reduce((s, p) => s + p.byteLength, 0)
  const r = new Uint8Array(total)
  let i = 0
  for (const p of partes) {
    r.set(p, i)
    i += p.byteLength
  }
  return r
}
