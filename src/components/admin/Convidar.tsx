import Link from 'next/link'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { hasRole, ROLE_LABELS, ROLES } from '@/access/roles'

import { FormularioConvite } from './Convidar.client'
import { TelaDoBackOffice } from './TelaDoBackOffice'

/**
 * The administrator's invite screen (/admin/convidar, issue 31): instead of
 * typing a person's password, the administrator sends a one-time link to set it.
 */
export function Convidar(props: AdminViewServerProps) {
  const admin = hasRole(props.initPageResult.req.user, 'admin')
  return (
    <TelaDoBackOffice props={props} titulo="Convidar pessoa">
      {admin ? (
        <>
          <p>A pessoa recebe por e-mail um endereço para criar a própria senha (uma única vez, por 72 horas) e ativa a verificação em duas etapas ao entrar.</p>
          <FormularioConvite papeis={ROLES.map((valor) => ({ valor, rotulo: ROLE_LABELS[valor] }))} />
        </>
      ) : (
        <p>Apenas administradores convidam pessoas.</p>
      )}
    </TelaDoBackOffice>
  )
}

/** Above the accounts' list, for administrators: the way to invite someone. */
export function LinkConvidar({ user }: { user?: TypedUser | null }) {
  if (!hasRole(user, 'admin')) return null
  return (
    <p style={{ margin: '1rem 0' }}>
      <Link href="/admin/convidar" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
        Convidar pessoa
      </Link>{' '}
      (a pessoa cria a própria senha por um endereço enviado por e-mail)
    </p>
  )
}
