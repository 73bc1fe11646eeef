// Shared by LinkNavegacao (footer links scroll smoothly to the top before navigating) and
// RolagemAoTopo (every navigation scrolls to the top): the latter must not cut the former's
// animation short by jumping to the top instantly.
const DURACAO_ROLAGEM_SUAVE_MS = 1000
let rolagemSuaveAte = 0

/** Scrolls the window to the top, smoothly unless the visitor asked for reduced motion. */
export function rolarAoTopoSuavemente(): void {
  const reduzir = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  if (!reduzir) rolagemSuaveAte = Date.now() + DURACAO_ROLAGEM_SUAVE_MS
  window.scrollTo({ top: 0, behavior: reduzir ? 'instant' : 'smooth' })
}

/** True while a smooth scroll to the top started by rolarAoTopoSuavemente is still running. */
export function rolagemSuaveEmCurso(): boolean {
  return Date.now() < rolagemSuaveAte
}
