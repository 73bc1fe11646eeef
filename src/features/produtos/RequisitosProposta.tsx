/**
 * The minimum requirements for a proposal (spec 2 §1), where a visitor decides to ask for financing.
 * Kept by staff in the site settings; nothing is shown when the list is empty.
 */
export function RequisitosProposta({ requisitos }: { requisitos: readonly string[] }) {
  if (!requisitos.length) return null
  return (
    <section aria-labelledby="titulo-requisitos" className="mt-8 rounded-lg border border-marca-100 bg-marca-50 p-5">
      <h2 id="titulo-requisitos" className="text-xl font-bold text-marca-800">Requisitos mínimos para apresentar uma proposta</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {requisitos.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  )
}
