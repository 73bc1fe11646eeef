/** The agency's emblem in the back-office (nav icon and login page), instead of Payload's. */
function Emblema({ tamanho }: { tamanho: number }) {
  return (
    <svg viewBox="0 0 48 48" width={tamanho} height={tamanho} role="img" aria-label="Fomento RS" xmlns="http://www.w3.org/2000/svg">
      <rect width="48" height="48" rx="10" fill="#06652f" />
      <rect x="9" y="27" width="7" height="12" rx="1.5" fill="#ffffff" />
      <rect x="20.5" y="20" width="7" height="19" rx="1.5" fill="#ffffff" />
      <rect x="32" y="13" width="7" height="26" rx="1.5" fill="#ffffff" />
      <circle cx="13" cy="14" r="5" fill="#f2b705" />
    </svg>
  )
}

export function Icone() {
  return <Emblema tamanho={18} />
}

export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <Emblema tamanho={56} />
      <span style={{ fontSize: 28, fontWeight: 800, color: '#064f26' }}>Fomento RS · Back-office</span>
    </span>
  )
}
