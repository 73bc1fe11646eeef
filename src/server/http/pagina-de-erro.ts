/**
 * The last-resort error document, sent when even the error page inside the
 * shell cannot be rendered (the layout itself fails). Plain HTML in Portuguese,
 * readable without JavaScript, no script at all.
 */
export function documentoDeErro(status: number): string {
  const indisponivel = status === 503
  const titulo = indisponivel ? 'Serviço temporariamente indisponível' : 'Erro no servidor'
  const texto = indisponivel
    ? 'Não conseguimos acessar nossos dados agora. Tente novamente em alguns minutos.'
    : 'Ocorreu um erro inesperado ao montar esta página. Tente novamente em alguns instantes.'
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${titulo}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:40rem;margin:4rem auto;padding:0 1rem}h1{color:#064e25}a{color:#06652f;font-weight:600}</style></head><body><main><h1>${titulo}</h1><p>${texto}</p><p><a href="/home">Ir para a página inicial</a></p></main></body></html>`
}
