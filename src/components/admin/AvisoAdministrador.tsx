import type { ServerProps } from 'payload'

/**
 * Shown above the back-office login. Accounts are never self-service: when the
 * site has no user yet, it says how an operator creates the first administrator.
 */
export async function AvisoAdministrador({ payload }: ServerProps) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) {
    return <p>Acesso restrito à equipe. Contas são criadas por um administrador.</p>
  }
  return (
    <p>
      Nenhum administrador cadastrado. No servidor, execute{' '}
      <code>npm run create-admin -- --email voce@exemplo.gov.br --nome &quot;Seu Nome&quot;</code> e informe a senha
      quando solicitado.
    </p>
  )
}
