import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

/** Back-office page shown while the site has no staff account yet. */
export async function SemAdministrador({ initPageResult }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return (
    <main style={{ maxWidth: 640, margin: '10vh auto', padding: '0 1.5rem', lineHeight: 1.6 }}>
      <h1>Back-office sem administrador</h1>
      {totalDocs === 0 ? (
        <>
          <p>
            Por segurança, o primeiro administrador não é criado por esta página. No servidor, na pasta do
            projeto, execute:
          </p>
          <pre style={{ whiteSpace: 'pre-wrap' }}>
            npm run create-admin -- --email voce@exemplo.gov.br --nome &quot;Seu Nome&quot;
          </pre>
          <p>A senha (12 caracteres ou mais) é pedida no terminal. Depois, recarregue esta página para entrar.</p>
        </>
      ) : (
        <p>
          O site já tem administrador. <Link href="/admin/login">Entrar no back-office</Link>.
        </p>
      )}
    </main>
  )
}
