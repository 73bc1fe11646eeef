'use client'

import { Suspense } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'

import { campoVisivel, type DefinicaoCampo, type Valores } from '@/domain/formulario/catalogo'

import { AjudaCampo } from './AjudaCampo.client'
import { Campo } from './Campo'
import { CopiarRespostas } from './CopiarRespostas.client'
import { useContextoFormulario } from './contexto.client'
import { GrupoCampo } from './GrupoCampo'
import { EM_GRUPO, ROTULO_PROPRIO, SOB_DEMANDA, WIDGETS } from './widgets/registro'
import type { Aria } from './widgets/tipos'

/** The message of a (possibly nested) field's error. */
function mensagemDe(erros: Record<string, unknown>, nome: string): string | undefined {
  const e = nome.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), erros) as { message?: unknown } | undefined
  return typeof e?.message === 'string' ? e.message : undefined
}

/**
 * One catalogue entry on the page: hidden when its predicate (or its tab's) says
 * so, disabled when its predicate says so, wrapped in its label (or fieldset) with
 * hint and error, drawn by the widget its type names.
 */
export function CampoDoCatalogo({ definicao: d, className }: { definicao: DefinicaoCampo; className?: string }) {
  const { catalogo } = useContextoFormulario()
  const { control } = useFormContext()
  const valores = useWatch<Valores>({ control })
  if (!campoVisivel(catalogo, d, valores)) return null
  const campo = <CampoVisivel definicao={d} valores={valores} className={className} />
  return d.copiarDe ? (
    <>
      <CopiarRespostas copia={d.copiarDe} valores={valores} />
      {campo}
    </>
  ) : (
    campo
  )
}

/** A visible entry: its label (or fieldset), hint, error and widget. */
function CampoVisivel({ definicao: d, valores, className }: { definicao: DefinicaoCampo; valores: Valores; className?: string }) {
  const { idDe, desabilitado: enviando, travados, widgets } = useContextoFormulario()
  const { control } = useFormContext()
  const { errors } = useFormState({ control, name: d.nome })
  const id = idDe(d.nome)
  const erro = mensagemDe(errors, d.nome)
  const desabilitado = enviando || Boolean(travados?.has(d.nome)) || Boolean(d.desabilitado?.(valores))
  const dado = widgets?.[d.widget]
  const Widget = dado ?? WIDGETS[d.widget]
  const desenhar = (aria: Aria) => {
    const w = <Widget definicao={d} erro={erro} desabilitado={desabilitado} aria={aria} />
    // A widget loaded on demand (registro.ts) keeps the server's HTML until its code is here.
    return !dado && SOB_DEMANDA.has(d.widget) ? <Suspense fallback={null}>{w}</Suspense> : w
  }
  const classe = className ?? (d.inteiro ? 'sm:col-span-2' : undefined)
  const ajuda = d.ajuda ? <AjudaCampo id={id} titulo={d.ajuda.titulo} texto={d.ajuda.texto} /> : undefined

  if (ROTULO_PROPRIO.has(d.widget)) {
    const descrito = [d.dica ? `${id}-dica` : '', erro ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined
    return (
      <div className={classe}>
        {desenhar({ id, 'aria-describedby': descrito, 'aria-invalid': erro ? true : undefined, 'aria-required': d.obrigatorio ? true : undefined })}
      </div>
    )
  }
  if (EM_GRUPO.has(d.widget)) {
    return (
      <GrupoCampo id={id} rotulo={d.rotulo} dica={d.dica} erro={erro} obrigatorio={d.obrigatorio} className={classe} ajuda={ajuda}>
        {desenhar({ id })}
      </GrupoCampo>
    )
  }
  return (
    <Campo id={id} rotulo={d.rotulo} dica={d.dica} erro={erro} obrigatorio={d.obrigatorio} className={classe} ajuda={ajuda}>
      {desenhar}
    </Campo>
  )
}

/** Catalogue entries in a two-column grid (one column on phones): all of them, or those of one tab, or the named ones. */
export function CamposDoCatalogo({ aba, nomes, className = 'grid gap-4 sm:grid-cols-2' }: { aba?: string; nomes?: readonly string[]; className?: string }) {
  const { catalogo } = useContextoFormulario()
  const campos = nomes ? nomes.map((n) => catalogo.campos.find((c) => c.nome === n)!).filter(Boolean) : catalogo.campos.filter((c) => aba === undefined || c.aba === aba)
  return (
    <div className={className}>
      {campos.map((d) => (
        <CampoDoCatalogo key={d.nome} definicao={d} />
      ))}
    </div>
  )
}
