import type { Data } from 'payload'

import { formatarParaEquipe } from '@/domain/equipe/formatos'

type Registro = Record<string, unknown>

const celula = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('pt-BR', { maximumFractionDigits: 2 }) : formatarParaEquipe(v, undefined))
const GRADE = { display: 'grid', gridTemplateColumns: 'minmax(8rem, 16rem) 1fr', gap: '0.25rem 1rem', margin: 0 } as const

function Tabela({ titulo, linhas }: { titulo: string; linhas: Registro[] }) {
  const colunas = Object.keys(linhas[0] ?? {})
  return (
    <div style={{ overflowX: 'auto', marginTop: '1rem' }} tabIndex={0} role="region" aria-label={titulo}>
      <table>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{titulo}</caption>
        <thead>
          <tr>
            {colunas.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {linhas.map((l, i) => (
            <tr key={i}>
              {colunas.map((c) => (
                <td key={c}>{celula(l[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const listaDeRegistros = (v: unknown): v is Registro[] => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null

/**
 * A read-only JSON field as staff read it (the simulation's answer, an indicator's history): flat
 * values as label/value rows, each list of records (the amortization table) as a table. In place
 * of Payload's JSON viewer, whose editor loads from a public CDN: nothing here leaves the site.
 */
export function JsonLegivel({ data, path, field }: { data?: Data; path?: string; field?: { label?: unknown } }) {
  // A field inside an array or group has a dotted path ('log.0.error').
  const valor: unknown = path ? path.split('.').reduce<unknown>((v, parte) => (v && typeof v === 'object' ? (v as Registro)[parte] : undefined), data) : undefined
  if (valor === null || valor === undefined) return null
  const titulo = typeof field?.label === 'string' ? field.label : (path ?? '')
  if (listaDeRegistros(valor)) return <Tabela titulo={titulo} linhas={valor} />
  const entradas = typeof valor === 'object' ? Object.entries(valor as Registro) : [[titulo, valor] as const]
  return (
    <section aria-label={titulo} style={{ marginBottom: '2rem' }}>
      <h2 style={{ fontSize: '1.1rem' }}>{titulo}</h2>
      <dl style={GRADE}>
        {entradas
          .filter(([, v]) => !listaDeRegistros(v))
          .map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{k}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{typeof v === 'object' && v !== null ? JSON.stringify(v) : celula(v) || '—'}</dd>
            </div>
          ))}
      </dl>
      {entradas.flatMap(([k, v]) => (listaDeRegistros(v) ? [<Tabela key={k} titulo={k} linhas={v} />] : []))}
    </section>
  )
}
