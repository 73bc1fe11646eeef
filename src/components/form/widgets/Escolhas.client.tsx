'use client'

import type { ChangeEvent } from 'react'
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

/** A native select with an empty first choice ('Selecione'). */
export function CampoSelecao({ definicao: d, aria, desabilitado }: PropsWidget) {
  const opcoes = useOpcoes(d)
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <select {...aria} {...field} value={(field.value as string | undefined) ?? ''} autoComplete={d.autoComplete} disabled={desabilitado} className={CLASSE_ENTRADA}>
          <option value="">Selecione</option>
          {opcoes.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </select>
      )}
    />
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
