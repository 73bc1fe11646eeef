import { useEffect, useEffectEvent } from 'react'

/**
 * Calls `aoMudar(corresponde)` whenever the media query starts or stops matching (not on mount),
 * e.g. to close the phone menu when the window grows to desktop width and its trigger disappears.
 */
export function useAoMudarMidia(consulta: string, aoMudar: (corresponde: boolean) => void): void {
  const notificar = useEffectEvent(aoMudar)
  useEffect(() => {
    const lista = window.matchMedia(consulta)
    const ouvir = (evento: MediaQueryListEvent) => notificar(evento.matches)
    lista.addEventListener('change', ouvir)
    return () => lista.removeEventListener('change', ouvir)
  }, [consulta])
}
