import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { COMANDO_CRIAR_ADMINISTRADOR, SENHA_DO_ADMINISTRADOR } from '@/server/payload/primeiro-administrador'

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
          <pre style={{ whiteSpace: 'pre-wrap' }}>{COMANDO_CRIAR_ADMINISTRADOR}</pre>
          <p>{SENHA_DO_ADMINISTRADOR} Depois, recarregue esta página para entrar.</p>
        </>
      ) : (
        <p>
          O site já tem administrador. <Link href="/admin/login">Entrar no back-office</Link>.
        </p>
      )}
    </main>
  )
}
