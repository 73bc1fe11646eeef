'use client'

import { useEffect } from 'react'
import { useFormContext } from 'react-hook-form'

import { notificar } from '@/components/toast/notificar'
import type { nomesEndereco } from './comum'

type Endereco = ReturnType<typeof nomesEndereco>

/**
 * The address lookup (spec 3 §4): leaving a CEP field with 8 digits asks
 * /site-api/formulario/cep and fills what came back; a part that came empty
 * stays for the visitor to type, and a CEP not found or a lookup that failed
 * leaves the whole address to be typed, with a toast. Rendered inside the form.
 */
export function BuscaCep({ formulario, enderecos }: { formulario: string; enderecos: readonly Endereco[] }) {
  const { setValue } = useFormContext()
  useEffect(() => {
    const form = document.getElementById(formulario)
    if (!form) return
    async function aoSair(ev: FocusEvent) {
      const alvo = ev.target
      if (!(alvo instanceof HTMLInputElement)) return
      const n = enderecos.find((e) => e.cep === alvo.name)
      const cep = alvo.value.replace(/\D/g, '')
      if (!n || cep.length !== 8) return
      try {
        const r = await fetch(`/site-api/formulario/cep?cep=${cep}`)
        if (!r.ok) throw new Error(`HTTP ${r.status}`)
        const e = (await r.json()) as Partial<Record<'prefixo' | 'rua' | 'bairro' | 'uf' | 'cidade', string>>
        const partes: [string, string | undefined][] = [
          [n.prefixo, e.prefixo],
          [n.logradouro, e.rua],
          [n.bairro, e.bairro],
          [n.uf, e.uf],
          [n.cidade, e.cidade],
        ]
        for (const [campo, valor] of partes) if (valor) setValue(campo, valor, { shouldValidate: true, shouldDirty: true })
      } catch {
        notificar('error', 'Erro ao buscar CEP')
      }
    }
    const ouvinte = (ev: FocusEvent) => void aoSair(ev)
    form.addEventListener('focusout', ouvinte)
    return () => form.removeEventListener('focusout', ouvinte)
  }, [formulario, enderecos, setValue])
  return null
}
