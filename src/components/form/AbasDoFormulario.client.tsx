'use client'

import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'

import { abasVisiveis, errosPorAba, type Valores } from '@/domain/formulario/catalogo'

import { CamposDoCatalogo } from './CampoDoCatalogo.client'
import { useContextoFormulario } from './contexto.client'
import { achatarErros } from './erros-do-formulario'

/**
 * A form's tabs (Radix Tabs: arrow keys between tabs, the panel after them in
 * the tab order). Each tab shows how many errors it holds; tabs hidden by their
 * predicate are gone; every panel stays mounted (hidden when inactive), so the
 * summary can reach a field in another tab and nothing typed is lost.
 * `conteudo` replaces a tab's default grid of fields (a declarations text).
 */
export function AbasDoFormulario({ rotulo, conteudo = {} }: { rotulo: string; conteudo?: Record<string, ReactNode> }) {
  const { catalogo, abaAtiva, mudarAba, idDe } = useContextoFormulario()
  const { control } = useFormContext()
  const valores = useWatch<Valores>({ control })
  const { errors } = useFormState({ control })
  const abas = abasVisiveis(catalogo, valores)
  const contagem = errosPorAba(catalogo, achatarErros(errors))
  const ativa = abas.some((a) => a.id === abaAtiva) ? abaAtiva : abas[0]?.id

  return (
    <Tabs.Root value={ativa} onValueChange={mudarAba} className="flex flex-col gap-4">
      <Tabs.List aria-label={rotulo} className="flex flex-wrap gap-1 border-b border-tinta-suave">
        {abas.map((a) => (
          <Tabs.Trigger
            key={a.id}
            value={a.id}
            id={idDe(`aba-${a.id}`)}
            className="-mb-px rounded-t border border-transparent px-4 py-3 font-semibold text-marca-700 hover:bg-marca-50 data-[state=active]:border-tinta-suave data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-tinta"
          >
            {a.rotulo}{' '}
            {contagem[a.id] ? (
              <span className="ml-2 rounded-full bg-erro-700 px-2 py-0.5 text-xs text-white">
                {contagem[a.id]}
                <span className="sr-only">{contagem[a.id] === 1 ? ' erro' : ' erros'}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {abas.map((a) => (
        <Tabs.Content key={a.id} value={a.id} forceMount className="data-[state=inactive]:hidden" tabIndex={-1}>
          {conteudo[a.id] ?? <CamposDoCatalogo aba={a.id} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
