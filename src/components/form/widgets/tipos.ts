import type { ComponentType } from 'react'

import type { DefinicaoCampo, TipoWidget } from '@/domain/formulario/catalogo'

/** The attributes that tie a control to its label, hint and error (from Campo). */
export interface Aria {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

/** What every widget receives: its catalogue entry, its element id and aria attributes, and whether it is disabled. */
export interface PropsWidget {
  definicao: DefinicaoCampo
  aria: Aria
  desabilitado: boolean
  erro?: string
}

/** Widgets some forms draw in their first load (`<Formulario widgets={WIDGETS_EXTRAS}>`, widgets/extras.ts). */
export type WidgetsDoFormulario = Partial<Record<TipoWidget, ComponentType<PropsWidget>>>
