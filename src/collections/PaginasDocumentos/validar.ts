/** A document's address: empty, a site path or http(s); never javascript: or a fragment (spec 2 §5 ignores those). */
export function validarDestino(v: unknown): true | string {
  if (v == null || v === '') return true
  if (typeof v !== 'string') return 'Informe um endereço.'
  const s = v.trim()
  return /^(https?:\/\/\S+|\/[^\s]*)$/i.test(s) ? true : 'Informe um endereço começando com https://, http:// ou /.'
}
