import { usePathname } from 'next/navigation'
import { useState } from 'react'

/**
 * Runs `aoMudar` when the pathname changes (client navigation), so menus close on any route change.
 * The comparison happens during render, React's pattern for reacting to a changed value, instead of
 * an effect: the menu never paints one frame still open over the new page.
 * `aoMudar` may only set state of the component that calls this hook.
 */
export function useAoMudarRota(aoMudar: () => void): void {
  const rota = usePathname()
  const [rotaVista, setRotaVista] = useState(rota)
  if (rota !== rotaVista) {
    setRotaVista(rota)
    aoMudar()
  }
}
