import type { UIFieldServerProps } from 'payload'

import { tamanhoLegivel } from '@/domain/transparencia'

type Anexo = { id: number | string; nomeOriginal: string; filesize?: number | null; url?: string | null }

/**
 * Inside a case (the ombudsman's messages, the digital protocols): the files the citizen
 * sent with it, under their original names and sizes, each a download link. Read as the
 * signed-in member (the anexos collection's access: only the kind's team and administrators
 * read a claimed file, and its file route answers 403 to anyone else), so the list never
 * shows what the member could not download.
 */
export async function AnexosDoCaso({ collectionSlug, id, req }: Pick<UIFieldServerProps, 'collectionSlug' | 'id' | 'req'>) {
  if (id === undefined || id === null || !req.user) return null
  const { docs } = (await req.payload.find({
    collection: 'anexos',
    where: { and: [{ 'submissao.colecao': { equals: collectionSlug } }, { 'submissao.registro': { equals: String(id) } }] },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })) as { docs: Anexo[] }
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <p className="field-label">Arquivos enviados pelo cidadão</p>
      {docs.length === 0 ? (
        <p>Nenhum arquivo enviado.</p>
      ) : (
        <ul style={{ paddingLeft: '1.25rem' }}>
          {docs.map((a) => (
            <li key={a.id}>
              {a.url ? (
                <a href={a.url} download={a.nomeOriginal}>
                  {a.nomeOriginal}
                </a>
              ) : (
                a.nomeOriginal
              )}
              {a.filesize ? ` (${tamanhoLegivel(a.filesize)})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
