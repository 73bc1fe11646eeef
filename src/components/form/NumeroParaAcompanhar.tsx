import Link from 'next/link'

import { linkDoAcompanhamento } from '@/domain/submissao/recibo'

/** The link to the follow-up page with this number filled in. */
export function LinkParaAcompanhar({ numero }: { numero: string }) {
  return (
    <Link className="font-semibold text-marca-800 underline" href={linkDoAcompanhamento('', numero)}>
      Acompanhar a situação pelo número
    </Link>
  )
}

/**
 * After a send that got a number (issue 32): the number and the link to the
 * follow-up page with it filled in. It comes after the spec's success text, never
 * instead of it. Server-safe: the success boxes of the forms render it.
 */
export function NumeroParaAcompanhar({ numero, rotulo = 'Número para acompanhamento' }: { numero: string; rotulo?: string }) {
  return (
    <>
      <p className="mt-1">
        {rotulo}: <strong className="font-mono text-lg break-all">{numero}</strong>
      </p>
      <p className="mt-1">
        <LinkParaAcompanhar numero={numero} />
      </p>
    </>
  )
}
