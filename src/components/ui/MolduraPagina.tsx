import type { ReactNode } from 'react'

import { Breadcrumb, type Migalha } from './Breadcrumb'

/**
 * The frame of a content page: the centred column and the breadcrumb that starts
 * at 'Início' (the pages list only what comes after it).
 */
export function MolduraPagina({ trilha, children, className = '' }: { trilha: Migalha[]; children: ReactNode; className?: string }) {
  return (
    <div className={`mx-auto max-w-6xl px-4 py-8${className ? ` ${className}` : ''}`}>
      <Breadcrumb itens={[{ href: '/home', titulo: 'Início' }, ...trilha]} />
      {children}
    </div>
  )
}
