import { TEXTOS_DE_ERRO } from '../../../domain/erros'

/**
 * The last-resort error document, sent when even the error page inside the
 * shell cannot be rendered (the layout itself fails). Plain HTML in Portuguese,
 * readable without JavaScript, no script at all.
 */
export function documentoDeErro(status: number): string {
  const { titulo, texto } = TEXTOS_DE_ERRO[status === 503 ? 503 : 500]
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${titulo}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:40rem;margin:4rem auto;padding:0 1rem}h1{color:#064e25}a{color:#06652f;font-weight:600}</style></head><body><main><h1>${titulo}</h1><p>${texto}</p><p><a href="/home">Ir para a página inicial</a></p></main></body></html>`
}

/** The page a client over an abuse limit reads (429): the message says when to try again. */
export function documentoDeLimite(mensagem: string): string {
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Muitas tentativas</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:40rem;margin:4rem auto;padding:0 1rem}h1{color:#064e25}a{color:#06652f;font-weight:600}</style></head><body><main><h1>Muitas tentativas</h1><p>${mensagem}</p><p><a href="/home">Ir para a página inicial</a></p></main></body></html>`
}

/** The page of a request refused at the door (a body too large, a broken form): 400 or 413 with the reason. */
export function documentoDeRecusa(status: number, mensagem: string): string {
  const titulo = status === 413 ? 'Envio grande demais' : 'Requisição inválida'
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${titulo}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:40rem;margin:4rem auto;padding:0 1rem}h1{color:#064e25}a{color:#06652f;font-weight:600}</style></head><body><main><h1>${titulo}</h1><p>${mensagem}</p><p><a href="/home">Ir para a página inicial</a></p></main></body></html>`
}
