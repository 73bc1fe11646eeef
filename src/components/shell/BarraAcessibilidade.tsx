import Link from 'next/link'

import { ATRIBUTO_ALTERNADOR } from '@/domain/alto-contraste'

/** eMAG 3.1's shortcuts: each with its accesskey (Alt+Shift+n in most browsers). */
const ATALHOS = [
  { href: '#conteudo', texto: 'Ir para o conteúdo', tecla: '1' },
  { href: '#menu', texto: 'Ir para o menu', tecla: '2' },
  // The search page has the field; it works without scripts, unlike the header's dialog.
  { href: '/busca', texto: 'Ir para a busca', tecla: '3' },
  { href: '#rodape', texto: 'Ir para o rodapé', tecla: '4' },
] as const

const link = 'rounded px-1.5 py-1 text-tinta underline-offset-4 hover:underline'

/**
 * The accessibility bar at the top of every page (eMAG 3.1): the shortcuts to content, menu, search
 * and footer, the high-contrast switch and the accessibility statement.
 */
export function BarraAcessibilidade() {
  return (
    <div className="border-b border-neutro-100 bg-neutro-100 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1">
        <nav aria-label="Atalhos de acessibilidade">
          <ul className="flex flex-wrap gap-x-2">
            {ATALHOS.map((a) => (
              <li key={a.tecla}>
                <a href={a.href} accessKey={a.tecla} className={link}>
                  {a.texto} [{a.tecla}]
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Driven by the head script (domain/alto-contraste.ts), which may mark it pressed before hydration. */}
          <button type="button" {...{ [ATRIBUTO_ALTERNADOR]: '' }} aria-pressed="false" suppressHydrationWarning className={`${link} font-semibold`}>
            Alto contraste
          </button>
          <Link href="/acessibilidade" className={`${link} font-semibold`}>
            Acessibilidade
          </Link>
        </div>
      </div>
    </div>
  )
}
