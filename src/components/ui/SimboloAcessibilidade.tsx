/**
 * The international accessibility symbol (a person with open arms in a circle), drawn as inline SVG
 * (self-hosted, no request): the symbol LBI art. 63 §1 asks every site to show, named for screen readers.
 */
export function SimboloAcessibilidade({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" role="img" aria-label="Símbolo internacional de acessibilidade" className={className}>
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="24" cy="12" r="3.5" fill="currentColor" />
      <path d="M12 18.5l12 2.5 12-2.5M24 21v9M24 30l-5 9M24 30l5 9" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
