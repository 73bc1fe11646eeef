/** The four audiences of the financing products and their codes in the legacy API. */
export const PERFIS = ['AGRO', 'ICS', 'PUB', 'INV'] as const
export type Perfil = (typeof PERFIS)[number]

export interface InfoPerfil {
  perfil: Perfil
  /** Public path of the audience's list page. */
  rota: '/agronegocio' | '/empresa' | '/municipio' | '/inovacao'
  titulo: string
  /** Download page of the audience's documents. */
  documentos: string
}

export const INFO_PERFIS: Record<Perfil, InfoPerfil> = {
  AGRO: { perfil: 'AGRO', rota: '/agronegocio', titulo: 'Agronegócio', documentos: '/documentos-para-download-agro' },
  ICS: { perfil: 'ICS', rota: '/empresa', titulo: 'Empresa', documentos: '/documentos-para-download-empresa' },
  PUB: { perfil: 'PUB', rota: '/municipio', titulo: 'Município', documentos: '/documentos-para-download-municipio' },
  INV: { perfil: 'INV', rota: '/inovacao', titulo: 'Inovação', documentos: '/documentos-para-download-inovacao' },
}

/** Parses a profile code as the legacy API received it (case-insensitive). */
export function parsePerfil(valor: string): Perfil | undefined {
  const v = valor.toUpperCase()
  return (PERFIS as readonly string[]).includes(v) ? (v as Perfil) : undefined
}
