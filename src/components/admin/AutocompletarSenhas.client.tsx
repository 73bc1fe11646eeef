'use client'

import { useEffect, type ReactNode } from 'react'

/**
 * The autocomplete tokens each of Payload's own password screens should carry, by path (WCAG 2.2
 * SC 3.3.8 Accessible Authentication and 1.3.5 Identify Input Purpose). Payload renders every
 * password field with `autocomplete="off"` and gives no setting for it: browsers mostly fill
 * passwords anyway, but the token tells a password manager which password to fill (the login)
 * and when to offer a new strong one (the invite's first password, a change on the account).
 */
export function autocompletarDaRota(caminho: string): Record<string, string> | null {
  if (/^\/admin\/login\/?$/.test(caminho)) return { '#field-email': 'username', '#field-password': 'current-password' }
  if (/^\/admin\/(reset\/[^/]+|account|collections\/users\/[^/]+)\/?$/.test(caminho))
    return { '#field-password': 'new-password', '#field-confirm-password': 'new-password' }
  return null
}

function aplicar(tokens: Record<string, string>) {
  for (const [seletor, token] of Object.entries(tokens)) {
    const campo = document.querySelector<HTMLInputElement>(`input${seletor}`)
    if (campo && campo.getAttribute('autocomplete') !== token) campo.setAttribute('autocomplete', token)
  }
}

/**
 * A back-office provider (payload.config.ts `admin.components.providers`): on the password screens
 * it sets the tokens as the fields appear (the change-password fields open on a click). It blocks
 * nothing: paste and password managers work on every field.
 */
export function AutocompletarSenhas({ children }: { children?: ReactNode }) {
  useEffect(() => {
    let caminho = ''
    let tokens: Record<string, string> | null = null
    const observador = new MutationObserver(() => {
      if (caminho !== location.pathname) tokens = autocompletarDaRota((caminho = location.pathname))
      if (tokens) aplicar(tokens)
    })
    observador.observe(document.body, { childList: true, subtree: true })
    tokens = autocompletarDaRota((caminho = location.pathname))
    if (tokens) aplicar(tokens)
    return () => observador.disconnect()
  }, [])
  return children
}
