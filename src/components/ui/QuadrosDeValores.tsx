/** Figures as labelled cards (a description list): a simulation's conditions, a report's totals. Server-safe. */
export function QuadrosDeValores({ itens, className }: { itens: readonly (readonly [string, string])[]; className: string }) {
  return (
    <dl className={`grid gap-4 ${className}`}>
      {itens.map(([rotulo, valor]) => (
        <div key={rotulo} className="rounded-lg border border-marca-100 bg-white p-4">
          <dt className="text-sm text-tinta-suave">{rotulo}</dt>
          <dd className="text-lg font-semibold text-marca-800">{valor}</dd>
        </div>
      ))}
    </dl>
  )
}
