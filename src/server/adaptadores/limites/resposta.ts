import type { LimiteExcedido } from './limitador'

function duracao(segundos: number): string {
  if (segundos < 60) return segundos === 1 ? '1 segundo' : `${segundos} segundos`
  const minutos = Math.ceil(segundos / 60)
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`
}

/** The message a client over a limit reads (the same text in the body of every 429). */
export function mensagemLimiteExcedido(segundos: number): string {
  return `Muitas tentativas em pouco tempo. Tente novamente em ${duracao(segundos)}.`
}

/** 429 with Retry-After (seconds) and `{ message }` in Portuguese, like the contract's other errors. */
export function respostaLimiteExcedido(e: LimiteExcedido): Response {
  return Response.json(
    { message: mensagemLimiteExcedido(e.segundosParaEsperar) },
    { status: 429, headers: { 'Retry-After': String(e.segundosParaEsperar), 'Cache-Control': 'no-store' } },
  )
}
