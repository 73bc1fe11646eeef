import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/access/roles'
import { env } from '@/server/env'

/**
 * Above the outbox list and on the administrators' dashboard: without SMTP_URL the
 * site's e-mails wait, and whoever runs the site should know before a team asks
 * why nothing arrived. Counts only, read as the server (no message is shown).
 */
export async function AvisoSemSmtp({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (env().SMTP_URL || !hasRole(user, 'admin')) return null
  const { totalDocs } = await payload.count({ collection: 'mensagens', where: { situacao: { equals: 'pendente' } }, overrideAccess: true })
  if (totalDocs === 0) return null
  return (
    <div role="status" style={{ border: '2px solid #b45309', background: '#fffbeb', color: '#1f2937', padding: '0.75rem 1rem', margin: '0 0 1.5rem', borderRadius: 4 }}>
      <strong>Envio de e-mails não configurado.</strong>{' '}
      {totalDocs === 1 ? '1 mensagem aguarda' : `${totalDocs} mensagens aguardam`} na caixa de saída e{' '}
      {totalDocs === 1 ? 'será enviada' : 'serão enviadas'} quando o servidor de e-mail (SMTP_URL) for configurado.
    </div>
  )
}
