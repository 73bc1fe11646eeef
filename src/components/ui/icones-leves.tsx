import type { ReactNode, SVGProps } from 'react'

/**
 * The shell's line icons, drawn here rather than imported from lucide-react:
 * lucide's icons are client components (they read a context), so a single one in
 * the header or footer put its runtime into every page's first-load JavaScript.
 * Server-rendered plain SVG; decorative (aria-hidden), the text beside says it.
 */
type Props = SVGProps<SVGSVGElement>

function Base({ children, ...props }: Props) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {children}
    </svg>
  )
}

/** An icon from its drawing (the paths inside the 24×24 box), one line each below. */
function icone(desenho: ReactNode) {
  return function Icone(props: Props) {
    return <Base {...props}>{desenho}</Base>
  }
}

export const IconeFechar = icone(<path d="M6 6l12 12M18 6L6 18" />)
export const IconeVoltar = icone(<path d="M15 5l-7 7 7 7" />)
export const IconeAvancar = icone(<path d="M9 5l7 7-7 7" />)
export const IconeLupa = icone(<><circle cx="10.5" cy="10.5" r="6.5" /><path d="M15.5 15.5L21 21" /></>)
export const IconePessoa = icone(<><circle cx="12" cy="8" r="4.5" /><path d="M4 21a8 8 0 0 1 16 0" /></>)
export const IconeMenu = icone(<path d="M4 6h16M4 12h16M4 18h16" />)
export const IconeSetaAbaixo = icone(<path d="M6 9l6 6 6-6" />)
export const IconeRelogio = icone(<><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>)
export const IconeEnvelope = icone(<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></>)
export const IconeLocal = icone(<><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>)
export const IconeTelefone = icone(<><rect x="7" y="2.5" width="10" height="19" rx="2" /><path d="M11 18h2" /></>)
export const IconeLinkExterno = icone(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />)
export const IconeBaixar = icone(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />)
