'use client'

import { useState, type ReactNode } from 'react'

/**
 * Sends the member's passphrase once to a POST call of the integridade team
 * (open a report, approve a key) and forgets it: the field is emptied whatever
 * the answer. Returns the answer's body on success, and the Portuguese error
 * to show otherwise.
 */
export function useEnvioDaFrase<T>(url: string, falha: string) {
  const [frase, setFrase] = useState('')
  const [enviando, setEnviando] = useState(false)
  const [erro, setErro] = useState<string | null>(null)

  async function enviar(): Promise<T | null> {
    if (!frase || enviando) return null
    setErro(null)
    setEnviando(true)
    try {
      const r = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ frase }) })
      const corpo = (await r.json().catch(() => null)) as (T & { errors?: { message: string }[] }) | null
      if (r.ok && corpo) return corpo
      setErro(corpo?.errors?.[0]?.message ?? falha)
    } catch {
      setErro(falha)
    } finally {
      setFrase('')
      setEnviando(false)
    }
    return null
  }

  return { frase, setFrase, enviando, erro, enviar }
}

interface Props {
  campo: string
  rotuloDoGrupo: string
  frase: string
  setFrase: (v: string) => void
  enviando: boolean
  erro: string | null
  aoEnviar: () => void
  botao: string
  botaoEnviando: string
  antes?: ReactNode
  depois?: ReactNode
}

/**
 * The passphrase prompt of the back-office's integridade screens. Not a <form>:
 * it sits inside the back-office's own form, and a nested form would submit
 * (save) that one; Enter sends the passphrase instead of saving the document.
 */
export function FraseSecreta({ campo, rotuloDoGrupo, frase, setFrase, enviando, erro, aoEnviar, botao, botaoEnviando, antes, depois }: Props) {
  return (
    <div role="group" aria-label={rotuloDoGrupo} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', marginTop: '0.75rem' }}>
      {antes}
      <label htmlFor={campo} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Sua frase secreta
        <input
          id={campo}
          type="password"
          // The passphrase is typed or filled by a password manager, never recalled by force (WCAG 2.2 SC 3.3.8).
          autoComplete="current-password"
          value={frase}
          onChange={(e) => setFrase(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            aoEnviar()
          }}
          style={{ minWidth: '18rem', padding: '0.5rem' }}
        />
      </label>
      <button type="button" onClick={aoEnviar} className="btn btn--style-primary btn--size-medium" disabled={enviando || !frase} style={{ margin: 0 }}>
        {enviando ? botaoEnviando : botao}
      </button>
      {depois}
      {erro && (
        <p role="alert" style={{ width: '100%', margin: 0, color: 'var(--theme-error-600)', fontWeight: 600 }}>
          {erro}
        </p>
      )}
    </div>
  )
}
