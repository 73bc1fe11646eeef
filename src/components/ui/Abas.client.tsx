'use client'

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'

import { destinoDaTecla } from './teclas-das-abas'

export interface Aba {
  id: string
  rotulo: ReactNode
  conteudo: ReactNode
}

/**
 * Tabs outside a form, the WAI-ARIA pattern with automatic activation, as Radix Tabs drew them
 * (decision 0018): arrow keys (wrapping), Home and End move between tabs and open the one reached,
 * only the open tab is in the tab order, each panel is a tab stop of its own (`tabIndex` 0) and
 * stays mounted (hidden when inactive), so nothing typed is lost. `data-state` says which tab and
 * panel are open (the classes style it).
 */
export function Abas({ rotulo, abas, className, classeLista, classeAba }: { rotulo: string; abas: readonly Aba[]; className?: string; classeLista?: string; classeAba?: string }) {
  const base = useId()
  const [ativa, setAtiva] = useState(abas[0]?.id)
  const idAba = (id: string) => `${base}-aba-${id}`
  const idPainel = (id: string) => `${base}-painel-${id}`

  function aoTeclar(ev: KeyboardEvent<HTMLDivElement>) {
    const i = destinoDaTecla(ev.key, abas.findIndex((a) => a.id === ativa), abas.length)
    if (i === null || ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return
    ev.preventDefault()
    setAtiva(abas[i]!.id)
    document.getElementById(idAba(abas[i]!.id))?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={rotulo} aria-orientation="horizontal" onKeyDown={aoTeclar} className={classeLista}>
        {abas.map((a) => (
          <button
            key={a.id}
            type="button"
            role="tab"
            id={idAba(a.id)}
            aria-selected={a.id === ativa}
            aria-controls={idPainel(a.id)}
            data-state={a.id === ativa ? 'active' : 'inactive'}
            tabIndex={a.id === ativa ? 0 : -1}
            onClick={() => setAtiva(a.id)}
            className={classeAba}
          >
            {a.rotulo}
          </button>
        ))}
      </div>
      {abas.map((a) => (
        <div
          key={a.id}
          role="tabpanel"
          id={idPainel(a.id)}
          aria-labelledby={idAba(a.id)}
          data-state={a.id === ativa ? 'active' : 'inactive'}
          tabIndex={0}
          className="data-[state=inactive]:hidden"
        >
          {a.conteudo}
        </div>
      ))}
    </div>
  )
}
