'use client'

import { useEffect, useRef } from 'react'
import { useFormContext } from 'react-hook-form'

import { notificar } from '@/components/toast/notificar'
import type { nomesEndereco } from '@/domain/cadastro/comum'

type Endereco = ReturnType<typeof nomesEndereco>
type Parte = 'prefixo' | 'rua' | 'bairro' | 'uf' | 'cidade'

/** What the lookup did with an address's fields: the ones to unlock and the ones it filled and locks. */
export type AoTravar = (livres: readonly string[], presos: readonly string[]) => void

/** The message after 'Erro ao buscar CEP: ' (spec 3 §8: the toast names the lookup, then the error). */
async function motivo(r: Response): Promise<string> {
  const corpo = (await r.json().catch(() => null)) as { message?: unknown } | null
  return typeof corpo?.message === 'string' ? corpo.message : `resposta ${r.status} do servidor.`
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
        if (!r.ok) throw new Error(await motivo(r))
        const e = (await r.json()) as Partial<Record<Parte, string>>
        // The visitor may have typed another CEP meanwhile: only the latest answer fills.
        if (ultimos.current.get(n.cep) !== cep) return
        const presos: string[] = []
        for (const [parte, campo] of campos) {
          const valor = e[parte]?.trim()
          if (!valor) continue
          setValue(campo, valor, { shouldValidate: true, shouldDirty: true })
          presos.push(campo)
        }
        aoTravar([], presos)
      } catch (erro) {
        // fetch's own TypeError ('Failed to fetch', offline) says nothing to a visitor: name the cause instead.
        const texto = erro instanceof Error && !(erro instanceof TypeError) ? erro.message : 'sem conexão com o servidor.'
        notificar('error', `Erro ao buscar CEP: ${texto}${/preencha/i.test(texto) ? '' : ' Preencha o endereço.'}`)
      }
    }
    const ouvinte = (ev: FocusEvent) => void aoSair(ev)
    form.addEventListener('focusout', ouvinte)
    return () => form.removeEventListener('focusout', ouvinte)
  }, [formulario, enderecos, setValue, aoTravar])
  return null
}
