import Link from 'next/link'
import type { TypedUser } from 'payload'

import { hasRole } from '@/access/roles'

/** In the menu of an integridade member: the way to their key screen (MinhaChave). */
export function LinkMinhaChave({ user }: { user?: TypedUser | null }) {
  if (!hasRole(user, 'integridade')) return null
  return (
    <Link href="/admin/minha-chave" className="nav__link" style={{ marginTop: '1rem' }}>
      Minha chave da integridade
    </Link>
  )
}
