import type { ComponentType } from 'react'

import type { TipoWidget } from '@/domain/formulario/catalogo'

import { CampoAnexos } from './CampoAnexos.client'
import { CampoCaptcha } from './CampoCaptcha.client'
import { CampoSugestoes } from './CampoSugestoes.client'
import { AreaTexto, CampoDinheiro, CampoMascarado, CampoNumero, CampoTexto } from './Entradas.client'
import { CaixaUnica, CampoSelecao, GrupoCaixas, GrupoRadio } from './Escolhas.client'
import type { PropsWidget } from './tipos'

/** The widget of each type a catalogue entry may name. */
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
  sugestoes: CampoSugestoes,
  anexos: CampoAnexos,
  captcha: CampoCaptcha,
}

/** Widgets that are a group of controls: a fieldset and legend instead of a label. */
export const EM_GRUPO: ReadonlySet<TipoWidget> = new Set(['radio', 'caixas'])
/** Widgets that draw their own label and error (a checkbox's label follows it; the captcha has its own). */
export const ROTULO_PROPRIO: ReadonlySet<TipoWidget> = new Set(['caixa', 'captcha'])
