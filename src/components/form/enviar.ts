/**
 * Sends a form's JSON to its endpoint and reads the answer the contract's
 * handlers give (docs/api/openapi.yaml, schema Erro): `{message, erros}` on 4xx.
 * The same idempotency key goes with every retry of the same submission.
 */
export type RespostaEnvio<T> =
  | { ok: true; status: number; corpo: T }
  | { ok: false; status: number; mensagem: string | null; erros: { campo: string; mensagem: string }[] }

export async function enviarJson<T>(url: string, corpo: unknown, chave: string): Promise<RespostaEnvio<T>> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': chave },
    body: JSON.stringify(corpo),
  })
  const json = (await r.json().catch(() => null)) as Record<string, unknown> | null
  if (r.ok) return { ok: true, status: r.status, corpo: json as T }
  const erros = Array.isArray(json?.erros) ? (json.erros as { campo: string; mensagem: string }[]) : []
  return { ok: false, status: r.status, mensagem: typeof json?.message === 'string' ? json.message : null, erros }
}

/** A new idempotency key for a new submission. */
export function novaChave(): string {
  // getRandomValues, not randomUUID: the latter exists only in secure contexts (HTTPS or localhost).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
