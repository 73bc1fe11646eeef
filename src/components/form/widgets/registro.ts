import { lazy, type ComponentType } from 'react'

import type { TipoWidget } from '@/domain/formulario/catalogo'

import { AreaTexto, CampoDinheiro, CampoMascarado, CampoNumero, CampoTexto } from './Entradas.client'
import { CaixaUnica, CampoSelecao, GrupoCaixas, GrupoRadio } from './Escolhas.client'
import type { PropsWidget } from './tipos'

/**
 * The widget of each type a catalogue entry may name. Files, suggestions and
 * the captcha are loaded on demand here (decision 0016): a form whose
 * catalogue has none of them (the registrations) does not carry their code;
 * a form that has them passes widgets/extras.ts, drawn with the page as before.
 */
export const WIDGETS: Record<TipoWidget, ComponentType<PropsWidget>> = {
  texto: CampoTexto,
  mascarado: CampoMascarado,
  dinheiro: CampoDinheiro,
  numero: CampoNumero,
  data: CampoMascarado,
  selecao: CampoSelecao,
  radio: GrupoRadio,
  caixas: GrupoCaixas,
  caixa: CaixaUnica,
  area: AreaTexto,
  sugestoes: lazy(() => import('./CampoSugestoes.client').then((m) => ({ default: m.CampoSugestoes }))),
  anexos: lazy(() => import('./CampoAnexos.client').then((m) => ({ default: m.CampoAnexos }))),
  captcha: lazy(() => import('./CampoCaptcha.client').then((m) => ({ default: m.CampoCaptcha }))),
}

/** The widget types WIDGETS loads on demand (drawn inside a Suspense boundary). */
export const SOB_DEMANDA: ReadonlySet<TipoWidget> = new Set(['sugestoes', 'anexos', 'captcha'])

/** Widgets that are a group of controls: a fieldset and legend instead of a label. */
export const EM_GRUPO: ReadonlySet<TipoWidget> = new Set(['radio', 'caixas'])
/** Widgets that draw their own label and error (a checkbox's label follows it; the captcha has its own). */
export const ROTULO_PROPRIO: ReadonlySet<TipoWidget> = new Set(['caixa', 'captcha'])
