'use client'

import { useEffect } from 'react'

/**
 * After choosing a channel (a link ending in `#id`), moves keyboard focus to the
 * channel's title: the router scrolls to a fragment but leaves focus where it was,
 * so a keyboard or screen-reader user would stay in the menu.
 */
export function FocoNoTitulo({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash === `#${id}`) document.getElementById(id)?.focus({ preventScroll: true })
  }, [id])
  return null
}
