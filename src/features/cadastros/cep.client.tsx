'use client'

import { useEffect, useRef } from 'react'
import { useFormContext } from 'react-hook-form'

import { notificar } from '@/components/toast/notificar'
import { DURACAO_AVISO_MS, mensagemDeBusca, motivoDaResposta, municipioDoIbge, SEM_MUNICIPIO } from './buscas.client'
import type { nomesEndereco } from '@/domain/cadastro/comum'

type Endereco = ReturnType<typeof nomesEndereco>
type Parte = 'prefixo' | 'rua' | 'bairro' | 'uf' | 'cidade'

/** What the lookup did with an address's fields: the ones to unlock and the ones it filled and locks. */
export type AoTravar = (livres: readonly string[], presos: readonly string[]) => void

/**
 * The city for the answer's IBGE code, from the state's list (spec 3 §8): none there is the
 * 6-second warning, and the city the CEP named stays open to correct; a failed list keeps it.
 */
async function cidadeDoIbge(e: Partial<Record<Parte | 'codigoIbge', string>>): Promise<{ cidade?: string; travar: boolean }> {
  if (!e.uf) return { cidade: e.cidade, travar: !!e.cidade }
  try {
    const nome = await municipioDoIbge(e.uf, e.codigoIbge?.trim() ?? '')
    if (nome) return { cidade: nome, travar: true }
    notificar('warn', SEM_MUNICIPIO, { duracaoMs: DURACAO_AVISO_MS })
    return { cidade: e.cidade, travar: false }
  } catch (erro) {
    notificar('error', mensagemDeBusca('municípios', erro))
    return { cidade: e.cidade, travar: !!e.cidade }
  }
}

/**
 * The address lookup (spec 3 §4): leaving a CEP field with 8 new digits clears
 * the address and opens it to manual entry, then asks /site-api/formulario/cep:
 * what came back is filled and locked, a part that came empty (street,
 * prefix, neighbourhood of a city-wide CEP) stays open to type; not found or
 * a failure leave the whole address to be typed, with the 'Erro ao buscar CEP'
 * toast. Rendered inside the form.
 */
export function BuscaCep({ formulario, enderecos, aoTravar }: { formulario: string; enderecos: readonly Endereco[]; aoTravar: AoTravar }) {
  const { setValue } = useFormContext()
  // The CEP each address was last looked up with: leaving the field unchanged keeps what was typed.
  const ultimos = useRef(new Map<string, string>())
  useEffect(() => {
    const form = document.getElementById(formulario)
    if (!form) return
    async function aoSair(ev: FocusEvent) {
      const alvo = ev.target
      if (!(alvo instanceof HTMLInputElement)) return
      const n = enderecos.find((e) => e.cep === alvo.name)
      const cep = alvo.value.replace(/\D/g, '')
      if (!n || cep.length !== 8 || ultimos.current.get(n.cep) === cep) return
      ultimos.current.set(n.cep, cep)
      const campos: [Parte, string][] = [
        ['prefixo', n.prefixo],
        ['rua', n.logradouro],
        ['bairro', n.bairro],
        ['uf', n.uf],
        ['cidade', n.cidade],
      ]
      for (const [, campo] of campos) setValue(campo, '', { shouldDirty: true })
      aoTravar(
        campos.map(([, c]) => c),
        [],
      )
      try {
        const r = await fetch(`/site-api/formulario/cep?cep=${cep}`)
        if (!r.ok) throw new Error(await motivoDaResposta(r))
        const e = (await r.json()) as Partial<Record<Parte | 'codigoIbge', string>>
        const { cidade, travar } = await cidadeDoIbge(e)
        // The visitor may have typed another CEP meanwhile: only the latest answer fills.
        if (ultimos.current.get(n.cep) !== cep) return
        const presos: string[] = []
        for (const [parte, campo] of campos) {
          const valor = (parte === 'cidade' ? cidade : e[parte])?.trim()
          if (!valor) continue
          setValue(campo, valor, { shouldValidate: true, shouldDirty: true })
          if (parte !== 'cidade' || travar) presos.push(campo)
        }
        aoTravar([], presos)
      } catch (erro) {
        const texto = mensagemDeBusca('CEP', erro)
        notificar('error', `${texto}${/preencha/i.test(texto) ? '' : ' Preencha o endereço.'}`)
      }
    }
    const ouvinte = (ev: FocusEvent) => void aoSair(ev)
    form.addEventListener('focusout', ouvinte)
    return () => form.removeEventListener('focusout', ouvinte)
  }, [formulario, enderecos, setValue, aoTravar])
  return null
}
