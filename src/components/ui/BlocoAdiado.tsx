import type { ReactNode } from 'react'

/**
 * A block below the fold whose layout and paint wait until it nears the viewport (`.bloco-adiado`,
 * globals.css). The 0.5rem of padding, cancelled by the negative margin, keeps the focus rings of
 * links at its edge from being clipped; a block that renders nothing takes no room (`:empty`).
 */
export function BlocoAdiado({ children }: { children: ReactNode }) {
  return <div className="bloco-adiado -m-2 p-2 empty:hidden">{children}</div>
}
