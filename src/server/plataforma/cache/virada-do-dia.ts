import { diaNoFusoDoSite } from '../../../domain/datas'
import { conteudoAlterado } from './versao-conteudo'

/** How often the day is looked at: the first page asked for after midnight is at most this late. */
export const INTERVALO_DA_VIRADA_MS = 60_000

/**
 * A kept page lives at most until the agency's day turns. A few pages show a part of the date that no
 * publish marks (the footer's year, the year filters of transparency and publications); without this,
 * they kept last year's until someone published. Looked at once a minute, in the site's time zone;
 * returns the function that stops it.
 */
export function renovarNaViradaDoDia(agora: () => Date = () => new Date()): () => void {
  let dia = diaNoFusoDoSite(agora())
  const relogio = setInterval(() => {
    const hoje = diaNoFusoDoSite(agora())
    if (hoje === dia) return
    dia = hoje
    conteudoAlterado()
  }, INTERVALO_DA_VIRADA_MS)
  relogio.unref()
  return () => clearInterval(relogio)
}
