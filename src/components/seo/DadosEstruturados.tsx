import { jsonLd } from '@/domain/dados-estruturados'

/**
 * schema.org data for search engines. A data block (type application/ld+json) is never executed, so it
 * needs no CSP nonce and the policy does not block it.
 */
export function DadosEstruturados({ dados }: { dados: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(dados) }} />
}
