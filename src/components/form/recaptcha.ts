/** The <meta> name under which the site's layout gives the forms reCAPTCHA's public site key (only when configured). */
export const CHAVE_DO_SITE_RECAPTCHA = 'recaptcha-chave-do-site'

/** The part of Google's reCAPTCHA v2 API the widget uses. */
export interface GRecaptcha {
  render(elemento: HTMLElement, opcoes: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void; hl?: string }): number
  reset(id?: number): void
}

declare global {
  interface Window {
    grecaptcha?: GRecaptcha
    aoCarregarRecaptcha?: () => void
  }
}

let carregando: Promise<GRecaptcha> | undefined

/**
 * Loads Google's script once (explicit rendering, in Portuguese). A script added by
 * the site's own scripts passes the pages' policy ('strict-dynamic'); the policy
 * allows reCAPTCHA's frames only when it is configured.
 */
export function carregarRecaptcha(): Promise<GRecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha)
  carregando ??= new Promise((resolve, reject) => {
    window.aoCarregarRecaptcha = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha ausente')))
    const s = document.createElement('script')
    s.src = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=pt-BR&onload=aoCarregarRecaptcha'
    s.async = true
    s.onerror = () => {
      carregando = undefined
      reject(new Error('reCAPTCHA não carregou'))
    }
    document.head.appendChild(s)
  })
  return carregando
}

/** The site key the page carries, or null (then the forms use ALTCHA). */
export function chaveDoSiteRecaptcha(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${CHAVE_DO_SITE_RECAPTCHA}"]`)?.content || null
}
