'use client'

import { useId, useState, type FormEvent } from 'react'

interface Papel {
  valor: string
  rotulo: string
}

/** Where the form stands: filling it, or the invite sent to whom and until when. */
type Estado = { tipo: 'preenchendo'; erro: string | null; enviando: boolean } | { tipo: 'enviado'; email: string; expiraEm: string }

const quando = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })

/**
 * The administrator's invite: name, e-mail and roles, sent to
 * POST /api/users/convite; the person receives the one-time link by e-mail.
 */
export function FormularioConvite({ papeis }: { papeis: Papel[] }) {
  const id = useId()
  const [estado, setEstado] = useState<Estado>({ tipo: 'preenchendo', erro: null, enviando: false })

  async function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const dados = new FormData(e.currentTarget)
    const texto = (campo: string) => {
      const v = dados.get(campo)
      return typeof v === 'string' ? v : ''
    }
    const corpo = { nome: texto('nome'), email: texto('email'), roles: dados.getAll('roles').map(String) }
    setEstado({ tipo: 'preenchendo', erro: null, enviando: true })
    const r = await fetch('/api/users/convite', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(corpo) }).catch(() => null)
    const resposta = (await r?.json().catch(() => null)) as { expiraEm?: string; errors?: { message: string }[] } | null
    if (r?.ok && resposta?.expiraEm) setEstado({ tipo: 'enviado', email: corpo.email, expiraEm: resposta.expiraEm })
    else setEstado({ tipo: 'preenchendo', erro: resposta?.errors?.[0]?.message ?? 'Não foi possível enviar o convite. Tente de novo.', enviando: false })
  }

  if (estado.tipo === 'enviado') {
    return (
      <p role="status">
        Convite enviado a {estado.email} pela caixa de saída. O endereço do convite funciona uma única vez, até {quando(estado.expiraEm)}.
      </p>
    )
  }
  return (
    <form onSubmit={(e) => void enviar(e)} style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '32rem' }}>
      <label htmlFor={`${id}-nome`} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Nome
        <input id={`${id}-nome`} name="nome" required maxLength={120} autoComplete="off" style={{ padding: '0.5rem' }} />
      </label>
      <label htmlFor={`${id}-email`} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        E-mail
        <input id={`${id}-email`} name="email" type="email" required autoComplete="off" style={{ padding: '0.5rem' }} />
      </label>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ marginBottom: 4 }}>Papéis</legend>
        {papeis.map((p) => (
          <label key={p.valor} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: 24 }}>
            <input type="checkbox" name="roles" value={p.valor} />
            {p.rotulo}
          </label>
        ))}
      </fieldset>
      {estado.erro && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-600)', fontWeight: 600 }}>
          {estado.erro}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={estado.enviando} style={{ margin: 0, alignSelf: 'flex-start' }}>
        {estado.enviando ? 'Enviando...' : 'Enviar convite'}
      </button>
    </form>
  )
}
