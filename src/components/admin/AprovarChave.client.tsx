'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

/**
 * A member approves a newcomer's pending key (decision 0017) in the key's view
 * of the back-office: their own passphrase, sent once to
 * POST /api/membros-integridade/:id/aprovar and never kept, proves they hold an
 * approved key. Recorded in the audit log and e-mailed to the team.
 */
export function AprovarChave() {
  const { id } = useDocumentInfo()
  const pendente = useFormFields(([campos]) => campos.pendente?.value === true)
  const campo = useId()
  const [frase, setFrase] = useState('')
  const [estado, setEstado] = useState<'pronto' | 'enviando' | 'aprovada'>('pronto')
  const [erro, setErro] = useState<string | null>(null)

  async function aprovar() {
    if (!frase || estado === 'enviando') return
    setErro(null)
    setEstado('enviando')
    try {
      const r = await fetch(`/api/membros-integridade/${id}/aprovar`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ frase }) })
      const corpo = (await r.json().catch(() => null)) as { errors?: { message: string }[] } | null
      if (r.ok) setEstado('aprovada')
      else {
        setErro(corpo?.errors?.[0]?.message ?? 'Não foi possível aprovar a chave.')
        setEstado('pronto')
      }
    } catch {
      setErro('Não foi possível aprovar a chave.')
      setEstado('pronto')
    } finally {
      setFrase('')
    }
  }

  if (!id || (!pendente && estado !== 'aprovada')) return null
  return (
    <section aria-labelledby={`${campo}-titulo`} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }}>
      <h3 id={`${campo}-titulo`}>Aprovar esta chave</h3>
      {estado === 'aprovada' ? (
        <p role="status">Chave aprovada: as novas denúncias passam a ser cifradas também para ela. Para dar acesso às anteriores, use “recifrar”.</p>
      ) : (
        // Not a <form>: this sits inside the back-office's own form.
        <div role="group" aria-label="Aprovar com a sua frase secreta" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', marginTop: '0.75rem' }}>
          <p style={{ width: '100%', margin: 0 }}>
            Enquanto não for aprovada por um membro da equipe, nenhuma denúncia é cifrada para esta chave. Aprove só se você conhece a pessoa e esperava a inclusão dela; a aprovação fica registrada e a equipe é avisada.
          </p>
          <label htmlFor={campo} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            Sua frase secreta
            <input
              id={campo}
              type="password"
              autoComplete="off"
              value={frase}
              onChange={(e) => setFrase(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return
                e.preventDefault()
                void aprovar()
              }}
              style={{ minWidth: '18rem', padding: '0.5rem' }}
            />
          </label>
          <button type="button" onClick={() => void aprovar()} className="btn btn--style-primary btn--size-medium" disabled={estado === 'enviando' || !frase} style={{ margin: 0 }}>
            {estado === 'enviando' ? 'Aprovando...' : 'Aprovar chave'}
          </button>
          {erro && (
            <p role="alert" style={{ width: '100%', margin: 0, color: 'var(--theme-error-600)', fontWeight: 600 }}>
              {erro}
            </p>
          )}
        </div>
      )}
    </section>
  )
}
