import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/access/roles'
import { ambienteDoEmail } from '@/server/adaptadores/email/ambiente'
import { RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS } from '@/server/adaptadores/email/retencao'

const ESTILO = { border: '2px solid #b45309', background: '#fffbeb', color: '#1f2937', padding: '0.75rem 1rem', margin: '0 0 1.5rem', borderRadius: 4 }

const RETENCAO = `Mensagens não enviadas em ${RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS} dias são apagadas (o registro de origem continua no back-office).`

/** The outbox's line for administrators: how many wait, and why (pure, for the component below). */
export function LinhaDaCaixaDeSaida({ pendentes, smtp }: { pendentes: number; smtp: boolean }) {
  if (pendentes === 0) return null
  const uma = pendentes === 1
  return (
    <div role="status" style={ESTILO}>
      {smtp ? (
        <>
          <strong>{uma ? '1 mensagem aguarda' : `${pendentes} mensagens aguardam`} envio na caixa de saída.</strong> O envio é tentado de novo automaticamente.{' '}
        </>
      ) : (
        <>
          <strong>Envio de e-mails não configurado.</strong> {uma ? '1 mensagem aguarda' : `${pendentes} mensagens aguardam`} na caixa de saída e{' '}
          {uma ? 'será enviada' : 'serão enviadas'} quando o servidor de e-mail (SMTP_URL) for configurado.{' '}
        </>
      )}
      {RETENCAO}
    </div>
  )
}

/**
 * Above the outbox list and on the administrators' dashboard: how many e-mails wait, and,
 * without SMTP_URL, that they wait for it; whoever runs the site should know before a team
 * asks why nothing arrived. Counts only, read as the server (no message is shown).
 */
export async function AvisoSemSmtp({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!hasRole(user, 'admin')) return null
  const { totalDocs } = await payload.count({ collection: 'mensagens', where: { situacao: { equals: 'pendente' } }, overrideAccess: true })
  return <LinhaDaCaixaDeSaida pendentes={totalDocs} smtp={Boolean(ambienteDoEmail.atual().SMTP_URL)} />
}
