/** Links to the same list as open data (Lei 12.527/2011, art. 8 §3: machine-readable formats). */
export function DadosAbertos({ base, consulta }: { base: string; consulta: string }) {
  const q = consulta ? `?${consulta}` : ''
  return (
    <p className="text-sm text-tinta-suave">
      Dados abertos desta lista:{' '}
      <a href={`${base}.csv${q}`} className="font-semibold text-marca-700 underline">CSV</a>
      {' · '}
      <a href={`${base}.json${q}`} className="font-semibold text-marca-700 underline">JSON</a>
    </p>
  )
}
