'use client'

import { useState } from 'react'

type Corpo = { message?: string; errors?: { message?: string }[] }

/** An administrator clears another account's second factor; the answer is announced and the page reloads. */
export function RedefinirSegundoFator({ id }: { id: string | number }) {
  const [aviso, setAviso] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)

  async function redefinir() {
    if (!window.confirm('Redefinir a verificação em duas etapas desta conta? A pessoa terá de cadastrar o aplicativo de novo.')) return
    setEnviando(true)
    const resposta = await fetch(`/api/users/${encodeURIComponent(String(id))}/segundo-fator/redefinicao`, { method: 'POST', credentials: 'include' }).catch(() => null)
    const corpo = ((await resposta?.json().catch(() => ({}))) ?? {}) as Corpo
    setEnviando(false)
    setAviso(corpo.message ?? corpo.errors?.[0]?.message ?? 'Não foi possível redefinir. Tente de novo.')
    if (resposta?.ok) window.location.reload()
  }

  return (
    <div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void redefinir()} disabled={enviando} style={{ margin: 0 }}>
        Redefinir verificação em duas etapas
      </button>
      <p role="status" style={{ margin: '0.5rem 0 0' }}>
        {aviso}
      </p>
    </div>
  )
}
