import Link from 'next/link'

/** An internal link of a plain list: where it goes and what it says. */
export interface LinkDaLista {
  href: string
  titulo: string
}

interface ListaDeLinksProps {
  links: readonly LinkDaLista[]
  /** The list's layout. */
  className: string
  /** Every link's look. */
  classeDoLink: string
  /** The list's name for screen readers, when no heading names it. */
  rotulo?: string
}

/**
 * A list of internal links, one item each, all looking alike: the footer's rights links, the
 * audiences' links beside the institutional pages and under /inovacao, the INOVACRED lines.
 */
export function ListaDeLinks({ links, className, classeDoLink, rotulo }: ListaDeLinksProps) {
  return (
    <ul className={className} aria-label={rotulo}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={classeDoLink}>
            {l.titulo}
          </Link>
        </li>
      ))}
    </ul>
  )
}
