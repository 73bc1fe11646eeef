'use client'

import { useState } from 'react'

import { ListaCodigosRecuperacao } from './ListaCodigosRecuperacao'

type Corpo = { codigosRecuperacao?: string[]; message?: string; errors?: { message?: string }[] }

/** The owner of an account with TOTP asks for new recovery codes (the old ones stop working) and reads them once. */
export function GerarCodigosRecuperacao() {
  const [codigos, setCodigos] = useState<string[] | null>(null)
  const [aviso, setAviso] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)

  async function gerar() {
    if (!window.confirm('Gerar novos códigos de recuperação? Os códigos anteriores deixam de valer.')) return
    setEnviando(true)
    const resposta = await fetch('/api/users/segundo-fator/codigos-de-recuperacao', { method: 'POST', credentials: 'include' }).catch(() => null)
    const corpo = ((await resposta?.json().catch(() => ({}))) ?? {}) as Corpo
    setEnviando(false)
    if (resposta?.ok && corpo.codigosRecuperacao) {
      setCodigos(corpo.codigosRecuperacao)
      setAviso(null)
      return
    }
    setAviso(corpo.errors?.[0]?.message ?? corpo.message ?? 'Não foi possível gerar os códigos. Tente de novo.')
  }

  if (codigos) return <ListaCodigosRecuperacao codigos={codigos} titulo="Novos códigos de recuperação" />
  return (
    <div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void gerar()} disabled={enviando} style={{ margin: 0 }}>
        Gerar novos códigos de recuperação
      </button>
      <p role="status" style={{ margin: '0.5rem 0 0' }}>
        {aviso}
      </p>
    </div>
  )
}
