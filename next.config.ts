import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: { unoptimized: true },
  // Types are checked by `npm run typecheck` (CI runs it before the build), not twice.
  typescript: { ignoreBuildErrors: true },
  // serverMinification off keeps Payload's error class names, so expected errors (403, 404,
  // validation) are logged at the levels Payload assigns them, not as unexpected errors with stacks.
  // inlineCss: the stylesheet comes inside the document, not as a render-blocking request (Lighthouse
  // mobile, median of 3: 0.95–0.96 → 0.98); the HTML grows by about 13 KB gzipped (decision 0005).
  experimental: { serverMinification: false, inlineCss: true },
  // Next's client imports a module of polyfills (Array.prototype.at, Object.hasOwn, flat…) for
  // browsers older than the ones Next 16 supports (Chrome/Edge/Firefox 111+, Safari 16.4+), which
  // have all of them: 0.6 KB gzipped in every page's first load, replaced by an empty module
  // (decision 0007). An older browser still reads every page, as without JavaScript.
  // In the browser, Next's own last-resort error page (English, with its inline styles and icon) is
  // the site's Portuguese one: 1.4 KB gzipped less in every first load (decision 0014). The server
  // keeps Next's, which the site's HTTP server replaces by its own error page anyway.
  turbopack: {
    resolveAlias: {
      '../build/polyfills/polyfill-module': './src/navegadores-suportados.ts',
      './builtin/global-error': { browser: './src/app/erro-do-framework.tsx' },
      '../components/builtin/global-error': { browser: './src/app/erro-do-framework.tsx' },
      // In the browser, the channels' forms load on demand; the server renders them into the page
      // (components/form/sob-demanda.tsx, decision 0020).
      './formulario-fale-conosco': { browser: './src/features/fale-conosco/formulario-fale-conosco.navegador.ts' },
      './formulario-ouvidoria': { browser: './src/features/ouvidoria/formulario-ouvidoria.navegador.ts' },
      './formulario-protocolo': { browser: './src/features/protocolo/formulario-protocolo.navegador.ts' },
      './formularios-denuncia': { browser: './src/features/denuncias/formularios-denuncia.navegador.ts' },
    },
  },
  // Security headers, the CSP nonce and gzip of pages are set by the site's HTTP server
  // (src/server/borda/http/servidor.ts), which serves every response in production.
  redirects() {
    return Promise.resolve([{ source: '/', destination: '/home', permanent: false }])
  },
}

const comPayload = withPayload(nextConfig, { devBundleServerPackages: false })

// withPayload sends `Accept-CH` and `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path so the
// back-office can pick its theme on the server. On a first visit, Critical-CH makes Chromium drop the
// page and ask for it again with the hint: one more round trip before anything shows (Lighthouse
// mobile counted about 600 ms on /home). The public site has no dark theme, so the hint is asked for
// under /admin only.
const DICA_DE_TEMA = 'Critical-CH'
export default {
  ...comPayload,
  async headers() {
    const regras = (await comPayload.headers?.()) ?? []
    return regras.map((regra) =>
      regra.source === '/:path*' && regra.headers.some((h) => h.key === DICA_DE_TEMA) ? { ...regra, source: '/admin/:path*' } : regra,
    )
  },
} satisfies NextConfig

