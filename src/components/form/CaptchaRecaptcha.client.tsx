'use client'

import { useEffect, useRef, useState } from 'react'

import { carregarRecaptcha, type GRecaptcha } from './recaptcha'
import { ErroDoCampo } from './TextosDoCampo'

const FALHA_CARGA = 'Não foi possível carregar a verificação. Recarregue a página e tente de novo.'
const EXPIROU = 'A verificação expirou. Marque de novo "Não sou um robô".'

/**
 * Google's reCAPTCHA v2 checkbox, when the site is configured for it: rendered
 * explicitly with the page's public site key; its token is the captcha's value
 * (null again when it expires); a refusal by the server resets it. The summary's
 * link focuses its container.
 */
export function CaptchaRecaptcha({ chave, id, aoMudar, erro, reinicio }: { chave: string; id: string; aoMudar: (token: string | null) => void; erro?: string; reinicio: number }) {
  const caixa = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: GRecaptcha; id: number } | null>(null)
  const avisar = useRef(aoMudar)
  useEffect(() => {
    avisar.current = aoMudar
  })
  const [problema, setProblema] = useState<string>()

  useEffect(() => {
    let ativo = true
    carregarRecaptcha()
      .then((api) => {
        if (!ativo || !caixa.current || widget.current) return
        const idWidget = api.render(caixa.current, {
          sitekey: chave,
          hl: 'pt-BR',
          callback: (token) => {
            setProblema(undefined)
            avisar.current(token)
          },
          'expired-callback': () => {
            setProblema(EXPIROU)
            avisar.current(null)
          },
          'error-callback': () => {
            setProblema(FALHA_CARGA)
            avisar.current(null)
          },
        })
        widget.current = { api, id: idWidget }
      })
      .catch(() => ativo && setProblema(FALHA_CARGA))
    return () => {
      ativo = false
    }
  }, [chave])

  useEffect(() => {
    // The server refused the token (used or invalid): a new check is needed.
    if (reinicio > 0 && widget.current) widget.current.api.reset(widget.current.id)
  }, [reinicio])

  const mensagem = problema ?? erro
  return (
    <div>
      <div id={id} ref={caixa} tabIndex={-1} role="group" aria-label="Verificação: não sou um robô" aria-describedby={mensagem ? `${id}-erro` : undefined} />
      <ErroDoCampo id={id} erro={mensagem} />
    </div>
  )
}
