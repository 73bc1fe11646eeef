import 'server-only'

import { headers } from 'next/headers'

import { CABECALHO_CAMINHO } from '@/domain/endereco-canonico'

/**
 * The CSP nonce of the page being rendered: the HTTP server puts its policy on the request
 * (src/server/borda/http/servidor.ts) and swaps the nonce in the kept bytes on every response, so an
 * inline script that carries it runs. Empty outside that server (next dev), where there is no policy.
 */
export async function nonceDaPagina(): Promise<string> {
  const politica = (await headers()).get('content-security-policy') ?? ''
  return /'nonce-([^']+)'/.exec(politica)?.[1] ?? ''
}

/** The page's canonical path as the HTTP server computed it (domain/endereco-canonico.ts), or null outside it. */
export async function caminhoDaPagina(): Promise<string | null> {
  return (await headers()).get(CABECALHO_CAMINHO)
}
