'use client'

import type { KeyboardEvent, ReactNode } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'

import { destinoDaTecla as destino } from '@/components/ui/teclas-das-abas'
import { abasVisiveis, errosPorAba, type Valores } from '@/domain/formulario/catalogo'

import { CamposDoCatalogo } from './CampoDoCatalogo.client'
import { useContextoFormulario } from './contexto.client'
import { achatarErros } from './erros-do-formulario'

/**
 * A form's tabs, the WAI-ARIA tabs pattern with automatic activation (as Radix
 * Tabs did, in a few lines of the kit's own: decision 0016): arrow keys, Home
 * and End move between tabs and open the one reached, only the open tab is in
 * the tab order, and the panel follows it. Each tab shows how many errors it
 * holds; tabs hidden by their predicate are gone; every panel stays mounted
 * (hidden when inactive), so the summary can reach a field in another tab and
 * nothing typed is lost. `conteudo` replaces a tab's default grid of fields (a
 * declarations text). `data-state` says which tab and panel are open.
 */
export function AbasDoFormulario({ rotulo, conteudo = {} }: { rotulo: string; conteudo?: Record<string, ReactNode> }) {
  const { catalogo, abaAtiva, mudarAba, idDe } = useContextoFormulario()
  const { control } = useFormContext()
  const valores = useWatch<Valores>({ control })
  const { errors } = useFormState({ control })
  const abas = abasVisiveis(catalogo, valores)
  const contagem = errosPorAba(catalogo, achatarErros(errors))
  const ativa = abas.some((a) => a.id === abaAtiva) ? abaAtiva : abas[0]?.id

  function aoTeclar(ev: KeyboardEvent<HTMLDivElement>) {
    const atual = abas.findIndex((a) => a.id === ativa)
    const i = destino(ev.key, atual, abas.length)
    if (i === null || ev.altKey || ev.ctrlKey || ev.metaKey) return
    ev.preventDefault()
    mudarAba(abas[i]!.id)
    document.getElementById(idDe(`aba-${abas[i]!.id}`))?.focus()
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={rotulo} aria-orientation="horizontal" onKeyDown={aoTeclar} className="flex flex-wrap gap-1 border-b border-tinta-suave">
        {abas.map((a) => (
          <Aba key={a.id} id={a.id} rotulo={a.rotulo} aberta={a.id === ativa} erros={contagem[a.id]} idDe={idDe} abrir={mudarAba} />
        ))}
      </div>
      {abas.map((a) => (
        <div
          key={a.id}
          role="tabpanel"
          id={idDe(`painel-${a.id}`)}
          aria-labelledby={idDe(`aba-${a.id}`)}
          data-state={a.id === ativa ? 'active' : 'inactive'}
          tabIndex={-1}
          className="data-[state=inactive]:hidden"
        >
          {conteudo[a.id] ?? <CamposDoCatalogo aba={a.id} />}
        </div>
      ))}
    </div>
  )
}

/** One tab's button: its label and, when it holds errors, how many. */
function Aba({ id, rotulo, aberta, erros, idDe, abrir }: { id: string; rotulo: ReactNode; aberta: boolean; erros: number | undefined; idDe: (nome: string) => string; abrir: (id: string) => void }) {
  return (
    <button
      type="button"
      role="tab"
      id={idDe(`aba-${id}`)}
      aria-selected={aberta}
      aria-controls={idDe(`painel-${id}`)}
      data-state={aberta ? 'active' : 'inactive'}
      tabIndex={aberta ? 0 : -1}
      onClick={() => abrir(id)}
      className="-mb-px rounded-t border border-transparent px-4 py-3 font-semibold text-marca-700 hover:bg-marca-50 data-[state=active]:border-tinta-suave data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-tinta"
    >
      {rotulo}{' '}
      {erros ? (
        <span className="ml-2 rounded-full bg-erro-700 px-2 py-0.5 text-xs text-white">
          {erros}
          <span className="sr-only">{erros === 1 ? ' erro' : ' erros'}</span>
        </span>
      ) : null}
    </button>
  )
}
