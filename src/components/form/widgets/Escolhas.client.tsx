'use client'

import { useMemo, useState, type ChangeEvent } from 'react'
import { Controller, type ControllerRenderProps } from 'react-hook-form'

import { CLASSE_ENTRADA } from '@/components/form/Campo'
import { useContextoFormulario } from '@/components/form/contexto.client'
import { DicaDoCampo, ErroDoCampo } from '@/components/form/TextosDoCampo'
import type { DefinicaoCampo, Opcao } from '@/domain/formulario/catalogo'

import type { PropsWidget } from './tipos'

/** The options of a field: its own, or the list the form loaded under its `fonte`. */
function useOpcoes(d: DefinicaoCampo): readonly Opcao[] {
  const { fontes } = useContextoFormulario()
  return d.opcoes ?? (d.fonte ? (fontes[d.fonte] ?? []) : [])
}

/**
 * A list longer than this is drawn in full only when the visitor reaches the select (focus, pointer or key).
 * The registration forms' professions are about 2,700 options: drawn at load they were the page's longest
 * task (about a second at phone speed), for a field most visitors have not reached yet.
 */
export const OPCOES_ANTES_DO_USO = 100

/**
 * The options of a select: all of them once it is in use, before that only the chosen one (a draft brings
 * values back) when the list is long. The elements are kept between renders, so a form that re-renders on
 * every key does not go over the list again.
 */
function useOpcoesDoSelect(opcoes: readonly Opcao[], valor: string) {
  const [emUso, setEmUso] = useState(false)
  const todas = emUso || opcoes.length <= OPCOES_ANTES_DO_USO
  const visiveis = useMemo(() => (todas ? opcoes : opcoes.filter((o) => o.valor === valor)), [todas, opcoes, valor])
  const elementos = useMemo(
    () =>
      visiveis.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.rotulo}
        </option>
      )),
    [visiveis],
  )
  // A discrete event's update is committed before the browser acts on it: the native list opens full.
  const usar = todas ? undefined : () => setEmUso(true)
  return { elementos, gatilhos: { onFocus: usar, onPointerDown: usar, onKeyDown: usar } }
}

/** A native select with an empty first choice ('Selecione'). */
export function CampoSelecao({ definicao: d, aria, desabilitado }: PropsWidget) {
  const opcoes = useOpcoes(d)
  return <Controller name={d.nome} render={({ field }) => <Selecao {...aria} field={field} opcoes={opcoes} autoComplete={d.autoComplete} desabilitado={desabilitado} />} />
}

function Selecao({ field, opcoes, autoComplete, desabilitado, ...aria }: PropsWidget['aria'] & { field: ControllerRenderProps; opcoes: readonly Opcao[]; autoComplete?: string; desabilitado?: boolean }) {
  const valor = (field.value as string | undefined) ?? ''
  const { elementos, gatilhos } = useOpcoesDoSelect(opcoes, valor)
  return (
    <select {...aria} {...field} {...gatilhos} value={valor} autoComplete={autoComplete} disabled={desabilitado} className={CLASSE_ENTRADA}>
      <option value="">Selecione</option>
      {elementos}
    </select>
  )
}

/** One radio or checkbox of a group; the first carries the field's id and ref (the error summary focuses it). */
function OpcaoDoGrupo({ tipo, opcao: o, indice: i, aria, field, marcada, aoMudar, desabilitado }: Pick<PropsWidget, 'aria' | 'desabilitado'> & { tipo: 'radio' | 'checkbox'; opcao: Opcao; indice: number; field: ControllerRenderProps; marcada: boolean; aoMudar: (e: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        id={i === 0 ? aria.id : `${aria.id}-${i}`}
        ref={i === 0 ? field.ref : undefined}
        type={tipo}
        name={field.name}
        value={o.valor}
        checked={marcada}
        onChange={aoMudar}
        onBlur={field.onBlur}
        disabled={desabilitado}
        className="h-5 w-5 accent-marca-700"
      />
      {o.rotulo}
    </label>
  )
}

/** One choice among a few, as radio buttons (the group's fieldset and legend come from GrupoCampo). The first radio carries the field's id. */
export function GrupoRadio({ definicao: d, aria, desabilitado }: PropsWidget) {
  const opcoes = useOpcoes(d)
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <>
          {opcoes.map((o, i) => (
            <OpcaoDoGrupo key={o.valor} tipo="radio" opcao={o} indice={i} aria={aria} field={field} marcada={field.value === o.valor} aoMudar={() => field.onChange(o.valor)} desabilitado={desabilitado} />
          ))}
        </>
      )}
    />
  )
}

/** Several choices, as checkboxes; the value is the list of chosen values, in the options' order. */
export function GrupoCaixas({ definicao: d, aria, desabilitado }: PropsWidget) {
  const opcoes = useOpcoes(d)
  return (
    <Controller
      name={d.nome}
      render={({ field }) => {
        const marcados = (field.value as string[] | undefined) ?? []
        const aoMudar = (valor: string) => (e: ChangeEvent<HTMLInputElement>) => field.onChange(opcoes.map((x) => x.valor).filter((v) => (v === valor ? e.target.checked : marcados.includes(v))))
        return (
          <>
            {opcoes.map((o, i) => (
              <OpcaoDoGrupo key={o.valor} tipo="checkbox" opcao={o} indice={i} aria={aria} field={field} marcada={marcados.includes(o.valor)} aoMudar={aoMudar(o.valor)} desabilitado={desabilitado} />
            ))}
          </>
        )
      }}
    />
  )
}

/** A single checkbox whose label follows it ('Sem número', 'Declaro que...'); hint and error tied by aria. */
export function CaixaUnica({ definicao: d, aria, desabilitado, erro }: PropsWidget) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <Controller
          name={d.nome}
          render={({ field }) => (
            <input
              {...aria}
              ref={field.ref}
              name={field.name}
              type="checkbox"
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              disabled={desabilitado}
              className="h-5 w-5 accent-marca-700"
            />
          )}
        />
        {d.rotulo}
        {d.obrigatorio && <span aria-hidden="true"> *</span>}
      </label>
      <DicaDoCampo id={aria.id} dica={d.dica} />
      <ErroDoCampo id={aria.id} erro={erro} />
    </div>
  )
}
