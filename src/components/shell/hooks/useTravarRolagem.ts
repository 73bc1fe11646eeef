import { useEffect } from 'react'

// Several islands may lock at once (a dropdown closing while another opens); only the last unlock
// restores the page, with the inline styles it had before the first lock.
let travas = 0
let estiloOriginal: { overflow: string; paddingRight: string } | null = null

function travar(): void {
  travas += 1
  if (travas > 1) return
  const raiz = document.documentElement
  // Hiding the scrollbar would widen the page and make the layout jump; pad by its width instead.
  const larguraBarra = window.innerWidth - raiz.clientWidth
  estiloOriginal = { overflow: raiz.style.overflow, paddingRight: raiz.style.paddingRight }
  raiz.style.overflow = 'hidden'
  if (larguraBarra > 0) raiz.style.paddingRight = `${larguraBarra}px`
}

function destravar(): void {
  travas = Math.max(0, travas - 1)
  if (travas > 0 || !estiloOriginal) return
  const raiz = document.documentElement
  raiz.style.overflow = estiloOriginal.overflow
  raiz.style.paddingRight = estiloOriginal.paddingRight
  estiloOriginal = null
}

/** Locks page scroll while `ativo` is true; unlocks when it turns false or the component unmounts. */
export function useTravarRolagem(ativo: boolean): void {
  useEffect(() => {
    if (!ativo) return
    travar()
    return destravar
  }, [ativo])
}
