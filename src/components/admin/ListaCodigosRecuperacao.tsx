/**
 * The recovery codes, shown once: a list to copy or print, and what they are for. Each code
 * replaces the app's code one time (a lost or changed phone), so the person keeps them apart.
 */
export function ListaCodigosRecuperacao({ codigos, titulo }: { codigos: readonly string[]; titulo: string }) {
  return (
    <section aria-label={titulo} style={{ display: 'grid', gap: '0.5rem', maxWidth: '28rem' }}>
      <h2 style={{ margin: 0, fontSize: '1.25rem' }}>{titulo}</h2>
      <p style={{ margin: 0 }}>
        Guarde estes códigos em lugar seguro, longe do celular. Cada um vale uma única vez no lugar do código do aplicativo, se
        você perder ou trocar o celular. Eles não serão mostrados de novo; se precisar, gere outros na sua conta.
      </p>
      <ol style={{ margin: 0, paddingLeft: '1.5rem', fontFamily: 'monospace', fontSize: '1.1rem', columns: 2 }}>
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
    </section>
  )
}
