'use client'

import { createContext, useContext } from 'react'

import type { Catalogo, Opcao } from '@/domain/formulario/catalogo'

import type { WidgetsDoFormulario } from './widgets/tipos'

/** What the form frame shares with its widgets, tabs and summary (the values themselves are react-hook-form's). */
export interface ContextoFormulario {
  catalogo: Catalogo
  /** The element id of a field (the summary links to it; its label points at it). */
  idDe: (campo: string) => string
  /** Options or suggestions a field names by `fonte`, loaded by the form. */
  fontes: Readonly<Record<string, readonly Opcao[]>>
  /** Fields locked by the page (PropsFormulario.travados). */
  travados?: ReadonlySet<string>
  /** Widgets the form draws with the page (PropsFormulario.widgets). */
  widgets?: WidgetsDoFormulario
  abaAtiva: string | undefined
  mudarAba: (aba: string) => void
  /** Opens the field's tab, scrolls its label into view and focuses it. */
  irParaCampo: (campo: string) => void
  /** Changes when the server refused the captcha: the widget goes back to unchecked. */
  reinicioCaptcha: number
  /** Uploads in progress lock the submit button (one count per running upload). */
  mudarEnviosEmCurso: (delta: 1 | -1) => void
  /** Told of a failure a widget meets on its own (an upload refused): the form's aoFalhar, e.g. a toast. */
  avisarFalha: (mensagem: string) => void
  desabilitado: boolean
}

export const Contexto = createContext<ContextoFormulario | null>(null)

export function useContextoFormulario(): ContextoFormulario {
  const c = useContext(Contexto)
  if (!c) throw new Error('widget de formulário fora de <Formulario>')
  return c
}
