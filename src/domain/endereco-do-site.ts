/**
 * The address a request reached the site by (`http://127.0.0.1:3400`), from its
 * Host and X-Forwarded-Proto headers; null without a Host.
 */
export function enderecoDoPedido(host: string | null | undefined, protocolo: string | null | undefined): string | null {
  if (!host) return null
  const esquema = (protocolo ?? 'http').split(',')[0]!.trim() || 'http'
  return `${esquema}://${host.split(',')[0]!.trim()}`
}

/**
 * The configured site address (PUBLIC_SITE_URL) when staff reached the site by
 * another one, else null. Staff sessions are accepted only from the configured
 * origin (payload.config.ts `csrf`), so anywhere else signing in silently fails.
 */
export function enderecoDivergente(siteUrl: string, acessadoPor: string | null): string | null {
  if (!acessadoPor) return null
  try {
    const site = new URL(siteUrl)
    const pedido = new URL(acessadoPor)
    return site.host === pedido.host && site.protocol === pedido.protocol ? null : site.origin
  } catch {
    return null
  }
}
