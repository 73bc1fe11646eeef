import Link from 'next/link'

import { SimboloAcessibilidade } from '@/components/ui/SimboloAcessibilidade'
import { ATRIBUTO_ALTERNADOR } from '@/domain/alto-contraste'

/** eMAG 3.1's shortcuts: each with its accesskey (Alt+Shift+n in most browsers). */
const ATALHOS = [
  { href: '#conteudo', texto: 'Ir para o conteúdo', tecla: '1' },
  { href: '#menu', texto: 'Ir para o menu', tecla: '2' },
  // The search page has the field; it works without scripts, unlike the header's dialog.
  { href: '/busca', texto: 'Ir para a busca', tecla: '3' },
  { href: '#rodape', texto: 'Ir para o rodapé', tecla: '4' },
] as const

// At least 24 × 24 px each, apart (WCAG 2.2 SC 2.5.8): the bar is tapped on phones too.
const link = 'inline-flex min-h-8 min-w-6 items-center rounded px-1.5 text-tinta underline-offset-4 hover:underline'

/**
 * The accessibility bar at the top of every page (eMAG 3.1): the shortcuts to content, menu, search
 * and footer, the high-contrast switch, the accessibility symbol (LBI art. 63 §1) and the
 * accessibility statement. All of it is one navigation landmark: nothing on the page sits outside one.
 */
export function BarraAcessibilidade() {
  return (
    <nav aria-label="Atalhos de acessibilidade" className="border-b border-neutro-100 bg-neutro-100 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4">
        <ul className="flex flex-wrap gap-x-2">
          {ATALHOS.map((a) => (
            <li key={a.tecla}>
              <a href={a.href} accessKey={a.tecla} className={link}>
                {a.texto} [{a.tecla}]
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {/* Driven by the head script (domain/alto-contraste.ts), which may mark it pressed before hydration. */}
          <button type="button" {...{ [ATRIBUTO_ALTERNADOR]: '' }} aria-pressed="false" suppressHydrationWarning className={`${link} font-semibold`}>
            Alto contraste
          </button>
          <SimboloAcessibilidade className="size-6 shrink-0 text-marca-800" />
          <Link href="/acessibilidade" className={`${link} font-semibold`}>
            Acessibilidade
          </Link>
        </div>
      </div>
    </nav>
  )
}
