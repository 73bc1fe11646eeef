/**
 * The hint and the error under a field or a group, with the ids its control names in
 * `aria-describedby` (`{id}-dica`, `{id}-erro`): one look and one wording for every form.
 * Server-safe: no state.
 */
export function DicaDoCampo({ id, dica }: { id: string; dica?: string }) {
  if (!dica) return null
  return (
    <p id={`${id}-dica`} className="text-sm text-tinta-suave">
      {dica}
    </p>
  )
}

/** The error, announced as one to screen readers ('Erro: ' read before it, not shown). */
export function ErroDoCampo({ id, erro }: { id: string; erro?: string | null }) {
  if (!erro) return null
  return (
    <p id={`${id}-erro`} className="mt-1 text-sm font-semibold text-erro-700">
      <span className="sr-only">Erro: </span>
      {erro}
    </p>
  )
}
