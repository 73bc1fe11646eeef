import { MENSAGEM_FALHA_CARGA } from './documentos'
import { MENSAGENS } from './transparencia'

/** What the error pages say (the page inside the shell and the plain fallback document). */
export const TEXTOS_DE_ERRO = {
  500: {
    titulo: 'Erro no servidor',
    texto: 'Ocorreu um erro inesperado ao montar esta página. Tente novamente em alguns instantes.',
  },
  503: {
    titulo: 'Serviço temporariamente indisponível',
    texto: 'Não conseguimos acessar nossos dados agora. Tente novamente em alguns minutos.',
  },
} as const

/** Pages whose failure the spec names with its own message (spec 1 §8, spec 2 §8). */
const TEXTOS_POR_PAGINA: readonly [RegExp, { titulo: string; texto?: string }][] = [
  [/^\/noticias\/\d+$/, { titulo: 'Erro ao buscar a notícia' }],
  [/^\/documentos-para-download(-[a-z]+)?$/, { titulo: 'Documentos para Download', texto: MENSAGEM_FALHA_CARGA }],
  [/^\/(transparencia|publicacoes)(\/|$)/, { titulo: 'Erro ao carregar publicações', texto: MENSAGENS.publicacoesFalharam }],
]

/**
 * The error page's texts for a failed address: the page's own title when the
 * spec names one ("Erro ao buscar a notícia"), else the generic one.
 */
export function textosDoErro(status: 500 | 503, caminho: string | null): { titulo: string; texto: string } {
  const base = TEXTOS_DE_ERRO[status]
  const proprio = caminho ? TEXTOS_POR_PAGINA.find(([re]) => re.test(caminho.split('?')[0]!))?.[1] : undefined
  return proprio ? { titulo: proprio.titulo, texto: proprio.texto ?? base.texto } : base
}

/**
 * The address the "Tentar Novamente" button reloads: only a path of this site
 * (a protocol-relative "//outro.site" or a scheme would send the visitor away).
 */
export function enderecoParaTentarDeNovo(de: string | string[] | undefined): string | null {
  const v = Array.isArray(de) ? de[0] : de
  if (!v || !v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || v.length > 500) return null
  return v
}
