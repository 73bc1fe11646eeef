/**
 * Headers for user-uploaded files. An SVG is a document that can carry script;
 * served from our origin it could act with a staff member's session. The
 * sandboxing policy lets it render as an image and nothing more.
 */
export const CABECALHOS_ARQUIVO: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
}

/** Payload's upload `modifyResponseHeaders`: the policy above on every file it serves. */
export function comCabecalhosDeArquivo({ headers }: { headers: Headers }): Headers {
  for (const [nome, valor] of Object.entries(CABECALHOS_ARQUIVO)) headers.set(nome, valor)
  return headers
}
