import type { ReactNode } from 'react'

/** The responsive grid that holds product cards. */
export function GradeProdutos({ children, rotulo }: { children: ReactNode; rotulo: string }) {
  return (
    <ul aria-label={rotulo} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  )
}
