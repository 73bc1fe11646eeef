import { headers } from 'next/headers'

import { enderecoDivergente, enderecoDoPedido } from '@/domain/endereco-do-site'
import { env } from '@/server/plataforma/env'

/**
 * Above the back-office login when it was reached by another address than
 * PUBLIC_SITE_URL: staff sessions are accepted only from the configured origin
 * (payload.config.ts `csrf`), so signing in here would silently fail.
 */
export async function AvisoEndereco() {
  const h = await headers()
  const acessadoPor = enderecoDoPedido(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'))
  const configurado = enderecoDivergente(env().siteUrl, acessadoPor)
  if (!configurado) return null
  return (
    <div role="alert" style={{ border: '2px solid #b45309', background: '#fffbeb', color: '#1f2937', padding: '0.75rem 1rem', margin: '0 0 1.5rem', borderRadius: 4 }}>
      <strong>Este não é o endereço configurado do site.</strong> Você abriu {acessadoPor}, mas a sessão só é aceita em {configurado} (PUBLIC_SITE_URL): por aqui a entrada não funciona.{' '}
      <a href={`${configurado}/admin/login`} style={{ color: '#1e3a8a' }}>
        Entrar por {configurado}/admin
      </a>
    </div>
  )
}
