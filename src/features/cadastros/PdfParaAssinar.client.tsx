'use client'

import Link from 'next/link'

import { NumeroParaAcompanhar } from '@/components/form/NumeroParaAcompanhar'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'

/** The link the submission returned, kept in this tab only until it expires (it survives the reload of spec 3 §4). */
export interface LinkPdf {
  url: string
  expiraEm: string
  /** The registration's number, shown with the link to follow it up (issue 32). */
  numero?: string
}

const chaveDe = (formulario: string) => `pdf-${formulario}`

function lerLink(formulario: string, guardado: string | null): LinkPdf | null {
  try {
    const l = JSON.parse(guardado ?? 'null') as LinkPdf | null
    if (l && typeof l.url === 'string' && l.url.startsWith('/formulario/pdf?') && Date.parse(l.expiraEm) > Date.now()) return l
    if (guardado) sessionStorage.removeItem(chaveDe(formulario))
  } catch {
    // A damaged entry: nothing to show.
  }
  return null
}

/** sessionStorage changes only by this page: nothing to subscribe to. */
const semAssinatura = () => () => undefined

function lerGuardado(formulario: string): string | null {
  try {
    return sessionStorage.getItem(chaveDe(formulario))
  } catch {
    // Storage blocked: the link shows until the reload only.
    return null
  }
}

/** Keeps the link for the page after the reload; sessionStorage, not localStorage: it dies with the tab. */
export function guardarLink(formulario: string, link: LinkPdf): void {
  try {
    sessionStorage.setItem(chaveDe(formulario), JSON.stringify(link))
  } catch {
    // Storage blocked: the panel still shows now.
  }
}

const hora = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })

/**
 * After sending: the link to download the PDF of the filled form and the
 * declarations, and what to do with it (spec 3 §1: dated and signed; digital
 * signatures under ICP-Brasil).
 */
export function PdfParaAssinar({ formulario, novo }: { formulario: string; novo: LinkPdf | null }) {
  // The server renders nothing (null); the browser reads the link kept before the reload.
  const guardado = useSyncExternalStore(semAssinatura, () => lerGuardado(formulario), () => null)
  const link = useMemo(() => novo ?? lerLink(formulario, guardado), [formulario, novo, guardado])
  const [fechado, setFechado] = useState<string | null>(null)
  const fechar = useCallback(() => {
    try {
      sessionStorage.removeItem(chaveDe(formulario))
    } catch {
      // Nothing kept.
    }
    setFechado(link?.url ?? null)
  }, [formulario, link])
  if (!link || link.url === fechado) return null
  return (
    <section id={`${formulario}-pdf`} aria-labelledby={`${formulario}-pdf-titulo`} className="mb-6 rounded border-2 border-marca-700 bg-marca-50 p-4">
      <h2 id={`${formulario}-pdf-titulo`} className="text-xl font-bold">
        Cadastro enviado: assine o PDF
      </h2>
      {typeof link.numero === 'string' && link.numero && <NumeroParaAcompanhar numero={link.numero} />}
      <p className="mt-2">
        Baixe o PDF com o formulário preenchido e as declarações. Ele deve ser assinado por quem declara, com <strong>certificado digital ICP-Brasil</strong> ou com a{' '}
        <strong>assinatura eletrônica do gov.br</strong> (ou impresso, datado e assinado à mão), e entregue ao BADESUL pelo{' '}
        <Link className="underline" href="/atendimento-ao-cliente/protocolo">
          Protocolo Digital
        </Link>
        . A mesma cópia já foi enviada à equipe de cadastro.
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-4">
        <a href={link.url} download className="rounded bg-marca-700 px-4 py-2 font-semibold text-white underline-offset-2 hover:underline focus-visible:outline-2">
          Baixar o PDF para assinar
        </a>
        <span className="text-sm text-tinta-suave">Link válido até as {hora(link.expiraEm)}, somente neste navegador.</span>
        <button type="button" onClick={fechar} className="text-sm underline">
          Fechar este aviso
        </button>
      </p>
    </section>
  )
}
