/**
 * The Content-Security-Policy of the public pages. Scripts run only when they
 * carry this request's nonce (Next adds it to its own) or are loaded by one
 * that does; nothing is loaded from another origin. Styles allow inline because
 * the menu and toast libraries set style attributes.
 */
export function politicaDeSeguranca(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}
