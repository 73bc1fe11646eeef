'use client'

import { useEffect, type RefObject } from 'react'

import { useContextoFormulario } from '@/components/form/contexto.client'

/** Spec 3 §4: the open tab is remembered for 5 minutes (a reload while filling returns to it). */
const VALIDADE_ABA_MS = 5 * 60 * 1000
const DECLARACOES = 'declaracaoautorizacao'

export const REGRA_LEITURA = 'É necessário fazer a leitura das Autorizações e Declarações.'

/**
 * Inside the form: restores and keeps the open tab in localStorage, marks the
 * declarations as read once their tab was open, and hands the page a way to
 * open a tab (`ir`) for the reading rule.
 */
export function ControleAbas({ chave, lidaRef, aoLer, irRef }: { chave: string; lidaRef: RefObject<boolean>; aoLer: () => void; irRef: RefObject<(aba: string) => void> }) {
  const { abaAtiva, mudarAba } = useContextoFormulario()
  useEffect(() => {
    irRef.current = mudarAba
  }, [irRef, mudarAba])

  useEffect(() => {
    try {
      const salvo = JSON.parse(localStorage.getItem(chave) ?? 'null') as { aba?: string; ate?: number } | null
      if (salvo?.aba && (salvo.ate ?? 0) > Date.now()) mudarAba(salvo.aba)
      else localStorage.removeItem(chave)
    } catch {
      // Storage blocked or a damaged entry: start on the first tab.
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!abaAtiva) return
    if (abaAtiva === DECLARACOES && !lidaRef.current) {
      lidaRef.current = true
      aoLer()
    }
    try {
      localStorage.setItem(chave, JSON.stringify({ aba: abaAtiva, ate: Date.now() + VALIDADE_ABA_MS }))
    } catch {
      // Without storage the tab is simply not remembered.
    }
  }, [abaAtiva, chave, lidaRef, aoLer])
  return null
}
