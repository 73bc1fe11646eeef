import { IconePessoa } from '@/components/ui/icones-leves'

interface LinkAreaClienteProps {
  /** The app's absolute address; '' (no address set) shows no link. */
  href: string
  className?: string
}

/**
 * The Área do Cliente link. It points at the separate internet-banking app, so it is a plain <a>
 * (a full page load), not a client-side next/link navigation.
 */
export function LinkAreaCliente({ href, className }: LinkAreaClienteProps) {
  if (!href) return null
  return (
    <a href={href} className={className}>
      <IconePessoa className="size-4 shrink-0" />
      <span>Área do Cliente</span>
    </a>
  )
}
