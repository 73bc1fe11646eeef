/**
 * Headers for user-uploaded files. An SVG is a document that can carry script;
 * served from our origin it could act with a staff member's session. The
 * sandboxing policy lets it render as an image and nothing more.
 */
export const CABECALHOS_ARQUIVO: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
}

/**
 * How long a browser keeps a file every visitor may read (images, public documents and video): a day,
 * then it shows the kept copy while it asks again. A file replaced under the same name reaches a
 * visitor within that day. Not for files a draft may hide (publications).
 */
export const CACHE_ARQUIVO_PUBLICO = 'public, max-age=86400, stale-while-revalidate=604800'

/** Payload's upload `modifyResponseHeaders`: the policy above on every file it serves. */
export function comCabecalhosDeArquivo({ headers }: { headers: Headers }): Headers {
  for (const [nome, valor] of Object.entries(CABECALHOS_ARQUIVO)) headers.set(nome, valor)
  return headers
}

/** The same for images, which every visitor may read: also kept by the browser (the home's banners). */
export function comCabecalhosDeImagemPublica({ headers }: { headers: Headers }): Headers {
  comCabecalhosDeArquivo({ headers })
  headers.set('Cache-Control', CACHE_ARQUIVO_PUBLICO)
  return headers
}

/**
 * What the back-office's pages (/admin) and the REST API's answers to a staff session show is
 * people's data: neither the browser's cache nor a proxy keeps it.
 */
export const CACHE_DA_RETAGUARDA = 'no-store'

/**
 * Whether a request carries a staff session: Payload's session cookie, or a token in
 * `Authorization` (API clients). Not verified here: marking an answer no-store costs nothing to
 * a request whose credential turns out invalid. An answer that sets its own Cache-Control (a
 * public image) keeps it.
 */
export function pedidoDaEquipe(cabecalhos: { cookie?: string | string[]; authorization?: string }): boolean {
  return comSessaoDaEquipe(cabecalhos.cookie) || /^\s*(JWT|Bearer)\s+\S/i.test(cabecalhos.authorization ?? '')
}

/** Whether the Cookie header carries Payload's staff session (`payload-token`). */
export function comSessaoDaEquipe(cookie: string | string[] | undefined): boolean {
  return /(?:^|;\s*)payload-token=/.test(String(cookie ?? ''))
}
