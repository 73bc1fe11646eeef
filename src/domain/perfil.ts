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
  /** The list page's introduction, also its meta description. */
  introducao: string
}

export const INFO_PERFIS: Record<Perfil, InfoPerfil> = {
  AGRO: {
    perfil: 'AGRO',
    rota: '/agronegocio',
    titulo: 'Agronegócio',
    documentos: '/documentos-para-download-agro',
    introducao: 'Financiamento para produtores rurais e agricultores familiares: custeio, investimento, máquinas, irrigação e armazenagem.',
  },
  ICS: {
    perfil: 'ICS',
    rota: '/empresa',
    titulo: 'Empresa',
    documentos: '/documentos-para-download-empresa',
    introducao: 'Crédito para empresas de todos os portes: capital de giro, investimento, máquinas, inovação e expansão.',
  },
  PUB: {
    perfil: 'PUB',
    rota: '/municipio',
    titulo: 'Município',
    documentos: '/documentos-para-download-municipio',
    introducao: 'Soluções técnicas e financeiras para os municípios gaúchos investirem em infraestrutura e serviços públicos.',
  },
  INV: {
    perfil: 'INV',
    rota: '/inovacao',
    titulo: 'Inovação',
    documentos: '/documentos-para-download-inovacao',
    introducao: 'Financiamento para fomentar a inovação em micro, pequenas e médias empresas gaúchas.',
  },
}

/** Parses a profile code as the legacy API received it (case-insensitive). */
export function parsePerfil(valor: string): Perfil | undefined {
  const v = valor.toUpperCase()
  return (PERFIS as readonly string[]).includes(v) ? (v as Perfil) : undefined
}
