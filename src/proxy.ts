import { NextResponse, type NextRequest } from 'next/server'

import { politicaDeSeguranca } from '@/server/csp'

/**
 * Gives every public page a fresh nonce and its Content-Security-Policy; Next
 * reads the policy from the request and puts the nonce on its scripts.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const politica = politicaDeSeguranca(nonce)
  const cabecalhos = new Headers(request.headers)
  cabecalhos.set('Content-Security-Policy', politica)
  const resposta = NextResponse.next({ request: { headers: cabecalhos } })
  resposta.headers.set('Content-Security-Policy', politica)
  return resposta
}

export const config = {
  matcher: [
    {
      // Pages only: not the back-office (Payload's own UI), the APIs, the legacy calls or static files.
      source: '/((?!api|admin|fas|_next/static|_next/image|img|favicon.svg).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
