/** Waits until `url` answers `status` (a server starting); resolves with how long it took, throws past `limiteMs`. */
export async function esperar(url: string, status: number, limiteMs: number): Promise<number> {
  const t0 = Date.now()
  while (Date.now() - t0 < limiteMs) {
    const r = await fetch(url).catch(() => null)
    if (r?.status === status) return Date.now() - t0
    await new Promise((ok) => setTimeout(ok, 200))
  }
  throw new Error(`${url} não respondeu ${status} em ${limiteMs / 1000} s`)
}
