'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { forcaDaFrase, FRASE_MINIMO, problemaDaFrase, ROTULOS_FORCA } from '@/domain/frase'

const CORES = { insuficiente: '#b91c1c', aceitavel: '#b45309', boa: '#15803d', forte: '#166534' } as const
const LARGURAS = { insuficiente: '15%', aceitavel: '45%', boa: '75%', forte: '100%' } as const

/** Why the two passphrases cannot be sent yet, or null. */
function problemaDoPar(frase: string, repeticao: string): string | null {
  return problemaDaFrase(frase) ?? (frase === repeticao ? null : 'As duas frases não são iguais.')
}

/**
 * The member's passphrase, typed twice, with its strength: sent once to
 * POST /api/membros-integridade/minha-chave, which makes the key pair on the
 * server and seals its private half with it; never kept here.
 */
export function CriarMinhaChave() {
  const router = useRouter()
  const id = useId()
  const [frase, setFrase] = useState('')
  const [repeticao, setRepeticao] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  const forca = forcaDaFrase(frase)

  async function enviar(e: FormEvent) {
    e.preventDefault()
    const problema = problemaDoPar(frase, repeticao)
    setErro(problema)
    if (problema || enviando) return
    setEnviando(true)
    const r = await fetch('/api/membros-integridade/minha-chave', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ frase }) }).catch(() => null)
    const corpo = (await r?.json().catch(() => null)) as { errors?: { message: string }[] } | null
    setFrase('')
    setRepeticao('')
    setEnviando(false)
    if (r?.ok) router.refresh()
    else setErro(corpo?.errors?.[0]?.message ?? 'Não foi possível criar a chave. Tente de novo.')
  }

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '32rem' }}>
      <p id={`${id}-regra`} style={{ margin: 0 }}>
        Pelo menos {FRASE_MINIMO} caracteres; prefira quatro ou mais palavras que só você saiba juntar. Ninguém recupera esta frase: sem ela, você não abre denúncias.
      </p>
      <label htmlFor={`${id}-frase`} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Frase secreta
        <input id={`${id}-frase`} type="password" autoComplete="new-password" aria-describedby={`${id}-regra ${id}-forca`} value={frase} onChange={(e) => setFrase(e.target.value)} style={{ padding: '0.5rem' }} />
      </label>
      <div aria-hidden="true" style={{ height: 6, background: 'var(--theme-elevation-100)', borderRadius: 3 }}>
        <div style={{ height: 6, width: frase ? LARGURAS[forca] : 0, background: CORES[forca], borderRadius: 3 }} />
      </div>
      <p id={`${id}-forca`} aria-live="polite" style={{ margin: 0 }}>
        Força da frase: {frase ? ROTULOS_FORCA[forca] : '—'}
      </p>
      <label htmlFor={`${id}-repeticao`} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Repita a frase secreta
        <input id={`${id}-repeticao`} type="password" autoComplete="new-password" value={repeticao} onChange={(e) => setRepeticao(e.target.value)} style={{ padding: '0.5rem' }} />
      </label>
      {erro && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-600)', fontWeight: 600 }}>
          {erro}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={enviando} style={{ margin: 0, alignSelf: 'flex-start' }}>
        {enviando ? 'Criando...' : 'Criar minha chave'}
      </button>
    </form>
  )
}
