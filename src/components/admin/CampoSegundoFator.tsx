import Link from 'next/link'
import type { UIFieldServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { GerarCodigosRecuperacao, RedefinirSegundoFator } from './AcoesDoSegundoFator.client'

/**
 * The account screen's second-factor box: one's own account links to the
 * enrolment when TOTP is off, and offers new recovery codes when it is on; an
 * administrator looking at another account with TOTP on may reset it (the person
 * enrols again at their next sign-in).
 */
export function CampoSegundoFator({ data, user }: UIFieldServerProps) {
  const id = (data as { id?: string | number } | undefined)?.id
  const ativo = Boolean((data as { segundoFatorAtivo?: boolean } | undefined)?.segundoFatorAtivo)
  if (id === undefined || !user) return null
  const propria = String(user.id) === String(id)
  if (propria && !ativo) {
    return (
      <p style={{ marginBottom: '1.5rem' }}>
        <Link href="/admin/segundo-fator">Ativar verificação em duas etapas</Link>
      </p>
    )
  }
  if (propria && ativo) {
    return (
      <div style={{ marginBottom: '1.5rem' }}>
        <GerarCodigosRecuperacao />
      </div>
    )
  }
  if (!propria && ativo && hasRole(user, 'admin')) {
    return (
      <div style={{ marginBottom: '1.5rem' }}>
        <RedefinirSegundoFator id={id} />
      </div>
    )
  }
  return null
}
