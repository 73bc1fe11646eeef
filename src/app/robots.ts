import type { MetadataRoute } from 'next'

import { env } from '@/server/plataforma/env'

export const dynamic = 'force-dynamic'

/** /robots.txt: the whole public site, not the back-office nor the API, and where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  const base = env().siteUrl.replace(/\/$/, '')
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
