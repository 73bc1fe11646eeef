import Link from 'next/link'
import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'

import { CriarMinhaChave } from './MinhaChave.client'
import { TelaDoBackOffice } from './TelaDoBackOffice'

/** The member's own key row and the other members' keys waiting for approval (read as the server: only ids and state). */
async function situacaoDaChave(req: PayloadRequest, usuario: number) {
  const { docs } = await req.payload.find({ collection: 'membros-integridade', where: { usuario: { equals: usuario } }, limit: 1, depth: 0, overrideAccess: true, req })
  const pendentes = await req.payload.find({
    collection: 'membros-integridade',
    where: { and: [{ pendente: { equals: true } }, { usuario: { not_equals: usuario } }] },
    limit: 20,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return { minha: docs[0], pendentes: pendentes.docs.map((m) => ({ id: m.id, nome: typeof m.usuario === 'object' ? m.usuario.nome : `Conta ${String(m.usuario)}` })) }
}

async function Conteudo({ req }: { req: PayloadRequest }) {
  const user = req.user
  if (!user || user.collection !== 'users' || !hasRole(user, 'integridade')) {
    return <p>Esta tela é da equipe de integridade: cada membro cria aqui a própria chave para ler as denúncias.</p>
  }
  const { minha, pendentes } = await situacaoDaChave(req, user.id)
  if (!minha) {
    return (
      <>
        <p>Você ainda não tem chave. As denúncias são cifradas para a chave de cada membro; crie a sua com uma frase secreta que só você conhece.</p>
        <CriarMinhaChave />
      </>
    )
  }
  return (
    <>
      <p role="status">
        {minha.pendente
          ? 'Sua chave aguarda a aprovação de outro membro da equipe. Até lá, nenhuma denúncia é cifrada para ela; peça a um membro que a aprove na lista de chaves.'
          : 'Sua chave está aprovada: as novas denúncias são cifradas para ela, e você as abre com a sua frase secreta.'}
      </p>
      {!minha.pendente && pendentes.length > 0 && (
        <>
          <h2>Chaves aguardando a sua aprovação</h2>
          <ul>
            {pendentes.map((p) => (
              <li key={p.id}>
                <Link href={`/admin/collections/membros-integridade/${p.id}`}>{p.nome}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/**
 * The integridade member's key screen (/admin/minha-chave, issue 31): creates
 * their key (passphrase twice, its strength shown), then says whether it waits
 * for a member's approval (decision 0017) and lists the keys they may approve.
 */
export function MinhaChave(props: AdminViewServerProps) {
  return (
    <TelaDoBackOffice props={props} titulo="Minha chave da integridade">
      <Conteudo req={props.initPageResult.req} />
    </TelaDoBackOffice>
  )
}
