'use client'

import { useEffect, useRef, useState } from 'react'

import type { MotorCarrossel } from './motor-carrossel'

/**
 * Embla (the sliding, 7 KB gzipped) is fetched once the page has hydrated, out of the first load:
 * nothing moves before the first 3–5 s anyway, and a control pressed before it arrives (`agir`) acts
 * as soon as it does. `atual`: the slide in view.
 */
export function useMotorCarrossel(intervalo: number) {
  const viewport = useRef<HTMLDivElement>(null)
  const [motor, setMotor] = useState<MotorCarrossel | null>(null)
  const [atual, setAtual] = useState(0)
  // A control used before Embla arrived: done once it has.
  const pendente = useRef<((m: MotorCarrossel) => void) | null>(null)
  useEffect(() => {
    let criado: MotorCarrossel | null = null
    let desmontado = false
    void import('./motor-carrossel').then(({ criarMotor }) => {
      if (desmontado || !viewport.current) return
      criado = criarMotor(viewport.current, intervalo)
      setMotor(criado)
      pendente.current?.(criado)
      pendente.current = null
    })
    return () => {
      desmontado = true
      criado?.embla.destroy()
    }
  }, [intervalo])

  const embla = motor?.embla
  useEffect(() => {
    if (!embla) return
    const aoSelecionar = () => setAtual(embla.selectedScrollSnap())
    embla.on('select', aoSelecionar)
    return () => {
      embla.off('select', aoSelecionar)
    }
  }, [embla])

  const agir = (acao: (m: MotorCarrossel) => void) => (motor ? acao(motor) : (pendente.current = acao))
  return { viewport, motor, atual, agir }
}
