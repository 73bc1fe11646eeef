/**
 * The address at the door: a request target the server cannot read is refused here (400 with a
 * short Portuguese text), before Next or Payload try to decode it and fail with a 500 and a stack
 * (issue 33, F1): malformed percent-encoding (`/%ff`, `/noticias/%c0%af`), a NUL, an over-long path.
 * And the REST API's JSON-in-the-query parameters (`?where={…}`), which Payload parses before any
 * of its checks.
 */

/** The longest path served (no route of the site comes near it; Node's own limit on the whole head is 16 KB). */
export const MAIOR_CAMINHO = 2048

export const MENSAGEM_ENDERECO_INVALIDO = 'Endereço inválido.'
export const MENSAGEM_ENDERECO_LONGO = 'Endereço longo demais.'

/** Why the request target `alvo` (path and query, as it came) is refused, or null when it can be read. */
export function recusaDoEndereco(alvo: string): string | null {
  const fim = alvo.search(/[?#]/)
  const caminho = fim < 0 ? alvo : alvo.slice(0, fim)
  if (caminho.length > MAIOR_CAMINHO) return MENSAGEM_ENDERECO_LONGO
  if (!caminho.startsWith('/')) return MENSAGEM_ENDERECO_INVALIDO
  let decodificado: string
  try {
    decodificado = decodeURIComponent(caminho)
  } catch {
    return MENSAGEM_ENDERECO_INVALIDO
  }
  if (decodificado.includes('\0')) return MENSAGEM_ENDERECO_INVALIDO
  return null
}

/** Payload's REST parameters that carry JSON as text (`where`, `data`): unreadable JSON is refused, not parsed into a 500. */
const PARAMETROS_JSON = ['where', 'data']

/** Why the REST call's query `consulta` is refused, or null. */
export function recusaDaConsultaRest(consulta: URLSearchParams): string | null {
  for (const nome of PARAMETROS_JSON) {
    const valor = consulta.get(nome)
    if (!valor) continue
    try {
      JSON.parse(valor)
    } catch {
      return `O parâmetro ${nome} não é um JSON válido.`
    }
  }
  return null
}
