import type { Payload, TypedUser, Where } from 'payload'

import { consultaDoOnde, contagensDaFila, type ContagemDaFila } from '@/domain/equipe/fila'
import { dataNoFusoDaAgencia } from '@/domain/ouvidoria/prazo'

import { tiposDaConta, type TipoDaConta } from './tiposDaFila'

const CARTOES = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: '1rem',
  margin: '0 0 2rem',
  padding: 0,
  listStyle: 'none',
} as const
const CARTAO = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  padding: '1rem',
  background: 'var(--theme-elevation-0)',
} as const
const LINHA = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '0.5rem',
  padding: '0.35rem 0',
  minHeight: 24,
} as const

// What must be seen in five seconds, once there is any: the clerk's own cases, the late ones, the citizen's news.
const DESTAQUES: Partial<Record<ContagemDaFila['chave'], React.CSSProperties>> = {
  seus: { fontWeight: 700 },
  atrasados: { fontWeight: 700, color: '#b42318' },
  novidade: { fontWeight: 700 },
}

async function CartaoDoTipo({ payload, user, tipo, hoje }: { payload: Payload; user: TypedUser; tipo: TipoDaConta; hoje: string }) {
  const contagens = await Promise.all(
    contagensDaFila(tipo, hoje, user.id).map(async (c) => {
      // Counts only, as the account (its access applies); a count shows nobody's data, so it is not audited.
      const { totalDocs } = await payload.count({
        collection: tipo.slug,
        where: c.onde as Where,
        user,
        overrideAccess: false,
      })
      return { ...c, total: totalDocs }
    }),
  )
  const lista = `/admin/collections/${tipo.slug}`
  return (
    <li style={CARTAO}>
      <h3 style={{ margin: '0 0 0.5rem', fontSize: '1.1rem' }}>
        <a href={lista}>{tipo.rotulo}</a>
      </h3>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {contagens.map((c) => (
          <li key={c.chave}>
            <a href={`${lista}?${consultaDoOnde(c.onde).join('&')}`} style={{ ...LINHA, ...(c.total > 0 ? DESTAQUES[c.chave] : undefined) }} data-contagem={c.chave}>
              <span>{c.rotulo}</span>
              <strong>{c.total}</strong>
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * "Sua fila", the first thing on every staff member's dashboard: for each kind of submission the
 * account's teams handle, how many are new, in progress, due within 3 days, overdue and with news
 * from the citizen, each a link to the list under that filter. An account that follows no kind
 * (content editors) sees nothing here, only its collections below.
 */
export function SuaFila({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const tipos = tiposDaConta(payload, user)
  if (!tipos.length) return null
  const hoje = dataNoFusoDaAgencia(new Date())
  return (
    <section aria-labelledby="sua-fila">
      <h2 id="sua-fila" style={{ margin: '0 0 1rem' }}>
        Sua fila
      </h2>
      <ul style={CARTOES}>
        {tipos.map((tipo) => (
          <CartaoDoTipo key={tipo.slug} payload={payload} user={user} tipo={tipo} hoje={hoje} />
        ))}
      </ul>
    </section>
  )
}
