import Link from 'next/link'
import type { ReactNode } from 'react'

import { classesBotao, type VarianteBotao } from './botao'

/** An internal link that looks like a button (client-side navigation inside the site). */
export function LinkBotao({ href, variante = 'primario', className, children }: { href: string; variante?: VarianteBotao; className?: string; children: ReactNode }) {
  return (
    <Link href={href} className={classesBotao(variante, className)}>
      {children}
    </Link>
  )
}
