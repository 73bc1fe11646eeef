import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: { unoptimized: true },
  // Types are checked by `npm run typecheck` (CI runs it before the build), not twice.
  typescript: { ignoreBuildErrors: true },
  // Keeps Payload's error class names, so expected errors (403, 404, validation) are logged
  // at the levels Payload assigns them instead of as unexpected errors with stacks.
  experimental: { serverMinification: false },
  redirects() {
    return Promise.resolve([{ source: '/', destination: '/home', permanent: false }])
  },
  headers() {
    return Promise.resolve([
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ])
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
