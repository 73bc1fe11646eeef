'use client'

import { useState } from 'react'

import { ListaCodigosRecuperacao } from './ListaCodigosRecuperacao'

/** What the second-factor calls answer on failure: Payload's `errors` or the endpoint's `message`. */
type Corpo = { message?: string; errors?: { message?: string }[] }

interface PropsDaAcao<T> {
  rotulo: string
  /** Asked before anything is sent: the action cannot be undone. */
  pergunta: string
  url: string
  /** What to announce from the answer (null: nothing). */
  aoResponder: (ok: boolean, corpo: T & Corpo) => string | null
}

/** A second-factor action on an account: asked first, POSTed once, its answer announced beside the button. */
function AcaoConfirmada<T>({ rotulo, pergunta, url, aoResponder }: PropsDaAcao<T>) {
  const [aviso, setAviso] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)

  async function agir() {
    if (!window.confirm(pergunta)) return
    setEnviando(true)
    const resposta = await fetch(url, { method: 'POST', credentials: 'include' }).catch(() => null)
    const corpo = ((await resposta?.json().catch(() => ({}))) ?? {}) as T & Corpo
    setEnviando(false)
    setAviso(aoResponder(resposta?.ok === true, corpo))
  }

  return (
    <div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void agir()} disabled={enviando} style={{ margin: 0 }}>
        {rotulo}
      </button>
      <p role="status" style={{ margin: '0.5rem 0 0' }}>
        {aviso}
      </p>
    </div>
  )
}

/** The owner of an account with TOTP asks for new recovery codes (the old ones stop working) and reads them once. */
export function GerarCodigosRecuperacao() {
  const [codigos, setCodigos] = useState<string[] | null>(null)

  if (codigos) return <ListaCodigosRecuperacao codigos={codigos} titulo="Novos códigos de recuperação" />
  return (
    <AcaoConfirmada<{ codigosRecuperacao?: string[] }>
      rotulo="Gerar novos códigos de recuperação"
      pergunta="Gerar novos códigos de recuperação? Os códigos anteriores deixam de valer."
      url="/api/users/segundo-fator/codigos-de-recuperacao"
      aoResponder={(ok, corpo) => {
        if (ok && corpo.codigosRecuperacao) {
          setCodigos(corpo.codigosRecuperacao)
          return null
        }
        return corpo.errors?.[0]?.message ?? corpo.message ?? 'Não foi possível gerar os códigos. Tente de novo.'
      }}
    />
  )
}

/** An administrator clears another account's second factor; the answer is announced and the page reloads. */
export function RedefinirSegundoFator({ id }: { id: string | number }) {
  return (
    <AcaoConfirmada
      rotulo="Redefinir verificação em duas etapas"
      pergunta="Redefinir a verificação em duas etapas desta conta? A pessoa terá de cadastrar o aplicativo de novo."
      url={`/api/users/${encodeURIComponent(String(id))}/segundo-fator/redefinicao`}
      aoResponder={(ok, corpo) => {
        if (ok) window.location.reload()
        return corpo.message ?? corpo.errors?.[0]?.message ?? 'Não foi possível redefinir. Tente de novo.'
      }}
    />
  )
}
