/**
 * Payload's getPayload keeps its cache entry after a start that failed (database down), and the
 * next call, finding the entry, starts Payload with `disableOnInit` — skipping our onInit:
 * migrations, readiness, the health check and the shutdown hook. After a failed start the empty
 * entry is forgotten, so the next attempt is a whole start. (payload 3.90, dist/index.js getPayload)
 */
export function esquecerInicioFalho(chave = 'default'): void {
  const cache = (globalThis as { _payload?: Map<string, { payload: unknown; promise: unknown }> })._payload
  const entrada = cache?.get(chave)
  if (entrada && !entrada.payload && !entrada.promise) cache!.delete(chave)
}
