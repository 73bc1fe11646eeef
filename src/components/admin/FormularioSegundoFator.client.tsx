'use client'

import { useId, useRef, useState, type FormEvent } from 'react'

import { esquemaCodigo } from '@/domain/codigo-verificacao'

import { ListaCodigosRecuperacao } from './ListaCodigosRecuperacao'

type Props = {
  /** `verificacao`: an enrolled account's code for this session; `confirmacao`: the first code of an enrolment. */
  acao: 'verificacao' | 'confirmacao'
  /** Where to go once the code is accepted (an /admin path, checked by the server page). */
  destino: string
}

type Corpo = { message?: string; errors?: { message?: string }[]; codigosRecuperacao?: string[] }

/** The one-field code form: labelled, its error tied to the field and announced, usable by keyboard alone. */
export function FormularioSegundoFator({ acao, destino }: Props) {
  const id = useId()
  const campo = useRef<HTMLInputElement>(null)
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  const [codigos, setCodigos] = useState<string[] | null>(null)
  const idDica = `${id}-dica`
  const idErro = `${id}-erro`

  function falhar(mensagem: string) {
    setErro(mensagem)
    setEnviando(false)
    campo.current?.focus()
    campo.current?.select()
  }

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault()
    const lido = esquemaCodigo.safeParse({ codigo: campo.current?.value ?? '' })
    if (!lido.success) return falhar(lido.error.issues[0]?.message ?? 'Informe o código de verificação.')
    setEnviando(true)
    try {
      const resposta = await fetch(`/api/users/segundo-fator/${acao}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(lido.data),
      })
      const corpo = (await resposta.json().catch(() => ({}))) as Corpo
      if (resposta.ok) {
        // A confirmed enrolment shows its recovery codes once, before going on.
        if (corpo.codigosRecuperacao?.length) {
          setCodigos(corpo.codigosRecuperacao)
          return
        }
        // A full load: the back-office reads the session's new state on the server.
        window.location.assign(destino)
        return
      }
      falhar(corpo.errors?.[0]?.message ?? corpo.message ?? 'Não foi possível conferir o código. Tente de novo.')
    } catch {
      falhar('Sem conexão com o servidor. Tente de novo.')
    }
  }

  if (codigos) {
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <ListaCodigosRecuperacao codigos={codigos} titulo="Seus códigos de recuperação" />
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => window.location.assign(destino)} style={{ justifySelf: 'start', margin: 0 }}>
          Guardei os códigos, continuar
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate style={{ display: 'grid', gap: '0.75rem', maxWidth: '22rem' }}>
      <label htmlFor={`${id}-codigo`} style={{ fontWeight: 600 }}>
        Código de verificação
      </label>
      <p id={idDica} style={{ margin: 0 }}>
        {acao === 'confirmacao'
          ? 'Os 6 números que o aplicativo mostra agora para esta conta.'
          : 'Os 6 números que o aplicativo mostra agora para esta conta, ou um dos seus códigos de recuperação.'}
      </p>
      <input
        ref={campo}
        id={`${id}-codigo`}
        name="codigo"
        type="text"
        inputMode={acao === 'confirmacao' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={acao === 'confirmacao' ? 7 : 13}
        required
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? `${idDica} ${idErro}` : idDica}
        style={{ fontSize: '1.5rem', letterSpacing: '0.3em', padding: '0.5rem 0.75rem', width: '10rem', border: '1px solid var(--theme-elevation-400)', borderRadius: 4, background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }}
      />
      {erro ? (
        <p id={idErro} role="alert" style={{ margin: 0, color: 'var(--theme-text)', fontWeight: 600, borderLeft: '4px solid var(--theme-error-500)', paddingLeft: '0.5rem' }}>
          {erro}
        </p>
      ) : null}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={enviando} style={{ justifySelf: 'start', margin: 0 }}>
        {acao === 'confirmacao' ? 'Ativar' : 'Confirmar'}
      </button>
    </form>
  )
}
