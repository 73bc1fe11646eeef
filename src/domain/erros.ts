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
