/**
 * The security policy of every response. Scripts run only when they carry this
 * response's nonce (Next adds it to its own) or are loaded by one that does;
 * nothing is loaded from another origin; no page may be framed. Styles allow
 * inline because the menu libraries and Payload's admin set style attributes.
 */
function politica(nonce: string, extras: { fontes: string; quadros?: string }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `font-src ${extras.fontes}`,
    "connect-src 'self'",
    ...(extras.quadros ? [`frame-src ${extras.quadros}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The frames reCAPTCHA v2 draws its checkbox and challenge in; its scripts come in through 'strict-dynamic'. */
const QUADROS_RECAPTCHA = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/'

/** The Content-Security-Policy of the public pages; with reCAPTCHA configured, its frames are allowed too. */
export function politicaDeSeguranca(nonce: string, opcoes: { recaptcha?: boolean } = {}): string {
  return politica(nonce, { fontes: "'self'", quadros: opcoes.recaptcha ? QUADROS_RECAPTCHA : undefined })
}

/**
 * The back-office's policy: the same script rule (Next puts the nonce on the
 * admin's scripts too); fonts also from data: URLs, which Payload's UI inlines.
 */
export function politicaDoBackOffice(nonce: string): string {
  return politica(nonce, { fontes: "'self' data:" })
}

/**
 * Headers every response carries. HSTS only when the site is served over HTTPS
 * (COOKIE_SECURE not false): a browser keeps it for a year, so an operator on
 * plain HTTP must not receive it.
 */
export function cabecalhosDeSeguranca(opcoes: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(opcoes.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
