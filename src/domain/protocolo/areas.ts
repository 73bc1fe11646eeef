/**
 * The areas a digital protocol may be addressed to ('Área destinatária',
 * optional: spec 3 §5). The spec does not list them; these are the agency's
 * areas a citizen sends documents to (docs/spec-notes.md). The area routes
 * the protocol inside the customer-service team, which receives every
 * protocol (docs/decisions/0012-protocolo-digital.md).
 */
export const AREAS_DESTINATARIAS = [
  { valor: 'agronegocio', rotulo: 'Agronegócio' },
  { valor: 'empresas', rotulo: 'Empresas' },
  { valor: 'municipios', rotulo: 'Municípios' },
  { valor: 'inovacao', rotulo: 'Inovação' },
  { valor: 'cadastro', rotulo: 'Cadastro' },
  { valor: 'cobranca', rotulo: 'Cobrança e renegociação' },
  { valor: 'juridico', rotulo: 'Jurídico' },
  { valor: 'ouvidoria', rotulo: 'Ouvidoria' },
] as const

export type AreaDestinataria = (typeof AREAS_DESTINATARIAS)[number]['valor']

/** The area's name for people, or '' when none was chosen. */
export function rotuloDaArea(valor: string | null | undefined): string {
  return AREAS_DESTINATARIAS.find((a) => a.valor === valor)?.rotulo ?? ''
}
