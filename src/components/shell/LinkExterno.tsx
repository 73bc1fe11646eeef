import type { ReactNode } from 'react'

interface LinkExternoProps {
  href: string
  children: ReactNode
  className?: string
}

/**
 * A link to another site, opened in a new tab. rel="noopener noreferrer" keeps the other site from
 * scripting this tab; the hidden note tells screen-reader users that a new tab opens (eMAG 1.9).
 */
export function LinkExterno({ href, children, className }: LinkExternoProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  )
}
