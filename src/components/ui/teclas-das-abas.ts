// A module of its own: the registration pages' tabs (AbasDoFormulario) need the key map, not the Abas component.
/** Keys that move between tabs (WAI-ARIA tabs, horizontal, wrapping): the index they lead to, or null. */
export function destinoDaTecla(tecla: string, atual: number, total: number): number | null {
  if (tecla === 'ArrowRight') return (atual + 1) % total
  if (tecla === 'ArrowLeft') return (atual - 1 + total) % total
  if (tecla === 'Home' || tecla === 'PageUp') return 0
  if (tecla === 'End' || tecla === 'PageDown') return total - 1
  return null
}
