import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/access/roles'
import { enderecoDoPedido } from '@/domain/endereco-do-site'
import { prontidaoDoSite, type ItemDeProntidao } from '@/server/payload/prontidao-do-painel'

/** The panel's list (pure, for the component below and its tests). */
export function ListaDeProntidao({ itens }: { itens: ItemDeProntidao[] }) {
  const faltam = itens.filter((i) => !i.pronto).length
  return (
    <section id="painel-prontidao" aria-labelledby="prontidao-titulo" style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', margin: '0 0 1.5rem' }}>
      <h2 id="prontidao-titulo" style={{ marginTop: 0 }}>
        Prontidão do site
      </h2>
      <p>{faltam === 0 ? 'Tudo pronto.' : faltam === 1 ? 'Falta 1 item de configuração:' : `Faltam ${faltam} itens de configuração:`}</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
        {itens.map((i) => (
          <li key={i.titulo}>
            <strong>
              {i.pronto ? '✓' : '✗'} {i.titulo}: {i.pronto ? 'pronto' : 'pendente'}.
            </strong>{' '}
            {i.detalhe}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The administrators' readiness panel (issue 31): what this install still
 * lacks for its first day, each line saying how to fix it. A component of its
 * own so the staff dashboard places it; for now Payload's beforeDashboard.
 */
export async function PainelProntidao({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!hasRole(user, 'admin')) return null
  const h = await headers()
  const acessadoPor = enderecoDoPedido(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'))
  return <ListaDeProntidao itens={await prontidaoDoSite(payload, acessadoPor)} />
}
