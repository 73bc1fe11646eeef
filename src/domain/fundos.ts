/**
 * The six state funds the agency manages (spec 2 §2, State funds). Their pages
 * live at /fundos-estatais/{the code in lower case}.
 */
export const CODIGOS_FUNDOS = ['FEAPER', 'FOMENTAR', 'FUNAFIR', 'FUNDOLEITE', 'FUNPROCRED', 'FUNTERRA'] as const
export type CodigoFundo = (typeof CODIGOS_FUNDOS)[number]

/** The fund page's address segment: the code in lower case ('FEAPER' → 'feaper'). */
export function slugDoFundo(codigo: string): string {
  return codigo.toLowerCase()
}

/** The fund whose page this segment names (case-insensitive), or null. */
export function fundoDoSlug(slug: string): CodigoFundo | null {
  const codigo = slug.toUpperCase()
  return (CODIGOS_FUNDOS as readonly string[]).includes(codigo) ? (codigo as CodigoFundo) : null
}

/** The four audiences every fund page links to (spec 2 §2). */
export const AREAS = [
  { href: '/agronegocio', titulo: 'Agronegócio' },
  { href: '/empresa', titulo: 'Empresa' },
  { href: '/municipio', titulo: 'Município' },
  { href: '/inovacao', titulo: 'Inovação' },
] as const
