import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Shell } from '@/components/shell/Shell'
import { metadadosDoSite, VIEWPORT_DO_SITE } from '@/components/seo/metadados'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { CHAVE_DO_SITE_RECAPTCHA } from '@/components/form/recaptcha'
import { provedorDeCaptcha } from '@/server/adaptadores/captcha/provedor'
import { caminhoDaPagina, nonceDaPagina } from '@/server/borda/pedido-da-pagina'

// Rendered on request from published content; the HTTP server keeps each rendered
// page until published content changes (decision 0005).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const metadados = metadadosDoSite(await lerConfiguracoes(), await caminhoDaPagina())
  // With reCAPTCHA configured, the forms' captcha widget reads its public site key here (never the secret).
  const captcha = provedorDeCaptcha()
  return captcha.tipo === 'recaptcha' ? { ...metadados, other: { ...metadados.other, [CHAVE_DO_SITE_RECAPTCHA]: captcha.chaveDoSite } } : metadados
}

export const viewport = VIEWPORT_DO_SITE

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <Shell configuracoes={await lerConfiguracoes()} nonce={await nonceDaPagina()}>{children}</Shell>
}
