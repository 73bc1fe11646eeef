import { createHmac } from 'node:crypto'

/**
 * The client's key for the limits, without keeping its address: a keyed hash
 * of the address whose key changes every UTC day (derived from the app's
 * secret and the date, so every instance computes the same key without
 * sharing one). Counters in memory or Redis hold only these keys; a key of
 * yesterday cannot be matched to an address once the day's key is gone from
 * the running processes (anyone holding PAYLOAD_SECRET could recompute it for a
 * guessed address, as they could read the database).
 */
export function chaveDoCliente(endereco: string, segredo: string, agora: Date = new Date()): string {
  const dia = agora.toISOString().slice(0, 10)
  const chaveDoDia = createHmac('sha256', segredo).update(`limites:${dia}`).digest()
  return createHmac('sha256', chaveDoDia).update(endereco).digest('base64url').slice(0, 22)
}

/** The header the HTTP server sets to the connection's address (it drops any the client sent). */
export const CABECALHO_CLIENTE = 'x-fomento-cliente'

/**
 * The client's address as the site's own HTTP server saw it. A client-sent
 * X-Forwarded-For is not trusted (anyone could rotate it to escape a limit);
 * without the header (a request that did not come through the server) every
 * such request shares one key.
 */
export function enderecoDoCliente(cabecalhos: Headers): string {
  return cabecalhos.get(CABECALHO_CLIENTE)?.trim() || 'desconhecido'
}

/**
 * The client's address behind `saltos` reverse proxies the operator trusts
 * (TRUSTED_PROXY_HOPS): each proxy appends the address it saw to
 * X-Forwarded-For, so the client is the entry that many places from the right,
 * counting the connection itself. Entries further left were written by the
 * client and are ignored. With no proxy (0), the connection's address.
 */
export function enderecoReal(conexao: string | undefined, xForwardedFor: string | string[] | undefined, saltos: number): string {
  const cadeia = [...String(xForwardedFor ?? '').split(','), conexao ?? '']
    .map((e) => e.trim())
    .filter(Boolean)
  return cadeia[Math.max(0, cadeia.length - 1 - saltos)] ?? 'desconhecido'
}
