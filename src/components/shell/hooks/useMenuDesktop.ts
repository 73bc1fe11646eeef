'use client'

import { useCallback, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react'

import { CONSULTA_DESKTOP } from '../midia'
import { useAoMudarMidia } from './useAoMudarMidia'
import { useAoMudarRota } from './useAoMudarRota'
import { useFecharForaOuEscape } from './useFecharForaOuEscape'
import { useTemporizador } from './useTemporizador'
import { useTravarRolagem } from './useTravarRolagem'

/** Spec 1 §9: a section closes 300 ms after the pointer leaves it. */
const ATRASO_FECHAR_MS = 300

/**
 * The desktop dropdown's state (disclosure pattern): hover opens a section, leaving closes it after
 * 300 ms unless another section opened meanwhile; buttons toggle it from the keyboard; Escape
 * closes it and gives focus back to its button. Page scroll is locked while a panel is open.
 */
export function useMenuDesktop<Id extends string>() {
  const [aberta, setAberta] = useState<Id | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const gatilhos = useRef(new Map<Id, HTMLButtonElement>())
  const { agendar, cancelar: cancelarFechamento } = useTemporizador()
  const ultimoPonteiro = useRef<string>('mouse')

  const fechar = useCallback(() => {
    cancelarFechamento()
    setAberta(null)
  }, [cancelarFechamento])
  const soFechar = useCallback(() => setAberta(null), [])
  const gatilho = useCallback((id: Id) => gatilhos.current.get(id), [])

  useTravarRolagem(aberta !== null)
  useAoMudarRota(soFechar)
  // Below 64rem this nav is hidden by CSS; a panel left open would keep the page locked.
  useAoMudarMidia(CONSULTA_DESKTOP, (desktop) => {
    if (!desktop) setAberta(null)
  })
  useFecharForaOuEscape(aberta, soFechar, navRef, gatilho)

  const abrir = (id: Id) => {
    cancelarFechamento()
    setAberta(id)
  }
  // Only close the section that was left: if another one opened meanwhile, it stays open.
  const agendarFechamento = (id: Id) => agendar(() => setAberta((atual) => (atual === id ? null : atual)), ATRASO_FECHAR_MS)
  const aoClicarGatilho = (evento: MouseEvent<HTMLButtonElement>, id: Id) => {
    // The mouse already opened the section on hover; a click then must not close it under the
    // pointer. Keyboard (detail 0) and touch clicks toggle.
    if (evento.detail > 0 && ultimoPonteiro.current === 'mouse') return abrir(id)
    cancelarFechamento()
    setAberta((atual) => (atual === id ? null : id))
  }
  const aoPerderFoco = (evento: FocusEvent<HTMLLIElement>, id: Id) => {
    // Tabbing out of a section closes it. A null relatedTarget means focus went nowhere (a click on
    // the panel's background, another window): that is not leaving the section.
    const destino = evento.relatedTarget
    if (destino === null || evento.currentTarget.contains(destino)) return
    setAberta((atual) => (atual === id ? null : atual))
  }
  const registrarGatilho = (id: Id) => (el: HTMLButtonElement | null) => {
    if (el) gatilhos.current.set(id, el)
    else gatilhos.current.delete(id)
  }
  const anotarPonteiro = (evento: PointerEvent<HTMLButtonElement>) => {
    ultimoPonteiro.current = evento.pointerType
  }
  return { aberta, navRef, registrarGatilho, anotarPonteiro, abrir, agendarFechamento, fechar, aoClicarGatilho, aoPerderFoco }
}
