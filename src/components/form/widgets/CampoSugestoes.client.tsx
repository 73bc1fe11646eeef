'use client'

import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes, type Ref } from 'react'
import { Controller } from 'react-hook-form'

import { CLASSE_ENTRADA } from '@/components/form/Campo'
import { useContextoFormulario } from '@/components/form/contexto.client'
import { normalizar } from '@/domain/texto'

import type { PropsWidget } from './tipos'

/** Spec 1 §5, §9: suggestions from the 3rd character, hidden 200 ms after the field loses focus. */
export const MINIMO_SUGESTAO = 3
export const ESPERA_ESCONDER_MS = 200
const MAXIMO_SUGESTOES = 8

/**
 * A text field with suggestions (WAI-ARIA combobox with a list), e.g. the city:
 * the options of the field's `fonte` containing the typed text, accents and case
 * aside; arrows move, Enter chooses, Escape closes. Any text may be typed: the
 * schema (and the server) decide whether it is one of the list.
 */
export function CampoSugestoes({ definicao: d, aria, desabilitado }: PropsWidget) {
  const { fontes } = useContextoFormulario()
  const opcoes = useMemo(() => (d.fonte ? (fontes[d.fonte] ?? []).map((o) => o.rotulo) : []), [d.fonte, fontes])
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <CaixaSugestoes
          {...aria}
          ref={field.ref}
          name={field.name}
          disabled={desabilitado}
          valor={(field.value as string | undefined) ?? ''}
          aoMudar={field.onChange}
          aoSair={field.onBlur}
          opcoes={opcoes}
          rotuloLista={d.rotuloSugestoes ?? `Sugestões para ${d.rotulo}`}
        />
      )}
    />
  )
}

interface PropsCaixa extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'> {
  ref: Ref<HTMLInputElement>
  valor: string
  aoMudar: (valor: string) => void
  aoSair: () => void
  opcoes: readonly string[]
  rotuloLista: string
}

/** The highlighted option after an arrow key: down stops at the last, up at the first. */
function moverAtiva(ativa: number, tecla: string, total: number): number {
  return tecla === 'ArrowDown' ? Math.min(ativa + 1, total - 1) : Math.max(ativa - 1, 0)
}

function CaixaSugestoes({ valor, aoMudar, aoSair, opcoes: municipios, rotuloLista, ...entrada }: PropsCaixa) {
  const idLista = `${entrada.id}-sugestoes`
  const [aberta, setAberta] = useState(false)
  const [ativa, setAtiva] = useState(-1)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const sugestoes = useMemo(() => {
    const alvo = normalizar(valor.trim())
    if (alvo.length < MINIMO_SUGESTAO) return []
    return municipios.filter((m) => normalizar(m).includes(alvo)).slice(0, MAXIMO_SUGESTOES)
  }, [valor, municipios])
  const mostrar = aberta && sugestoes.length > 0 && !(sugestoes.length === 1 && sugestoes[0] === valor)

  function escolher(nome: string) {
    aoMudar(nome)
    setAberta(false)
    setAtiva(-1)
  }

  return (
    <div className="relative">
      <input
        {...entrada}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={mostrar}
        aria-controls={idLista}
        aria-activedescendant={mostrar && ativa >= 0 ? `${idLista}-${ativa}` : undefined}
        value={valor}
        className={CLASSE_ENTRADA}
        onChange={(e) => {
          aoMudar(e.target.value)
          setAberta(true)
          setAtiva(-1)
        }}
        onFocus={() => window.clearTimeout(timer.current)}
        onBlur={() => {
          timer.current = window.setTimeout(() => setAberta(false), ESPERA_ESCONDER_MS)
          aoSair()
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            if (e.key === 'ArrowDown') setAberta(true)
            setAtiva((a) => moverAtiva(a, e.key, sugestoes.length))
          } else if (e.key === 'Enter' && mostrar && ativa >= 0) {
            e.preventDefault()
            escolher(sugestoes[ativa]!)
          } else if (e.key === 'Escape') setAberta(false)
        }}
      />
      <ListaSugestoes id={idLista} rotulo={rotuloLista} sugestoes={mostrar ? sugestoes : []} ativa={ativa} escolher={escolher} />
    </div>
  )
}

interface PropsLista {
  id: string
  rotulo: string
  /** The options shown; none while the list is closed (then it is hidden). */
  sugestoes: readonly string[]
  ativa: number
  escolher: (opcao: string) => void
}

/** The suggestions' listbox; an option is chosen on mousedown, which fires before the field's blur. */
function ListaSugestoes({ id, rotulo, sugestoes, ativa, escolher }: PropsLista) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={rotulo}
      hidden={sugestoes.length === 0}
      className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded border border-tinta-suave bg-white shadow-lg"
    >
      {sugestoes.map((m, i) => (
        <li
          key={m}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === ativa}
          className={`cursor-pointer px-3 py-2 ${i === ativa ? 'bg-marca-700 text-white' : 'hover:bg-marca-50'}`}
          onMouseDown={(e) => {
            e.preventDefault()
            escolher(m)
          }}
        >
          {m}
        </li>
      ))}
    </ul>
  )
}
