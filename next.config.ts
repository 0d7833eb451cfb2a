import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { answerHeaders, clientHintsForBackOfficeOnly } from './src/server/security/headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Metadata in <head> for every client, not streamed for browsers only: crawlers see it whatever their
  // user agent, and the page cache (scripts/page-cache.mjs) can serve one copy of a page to all.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // `npm test` type-checks with tsc in a lane of its own (scripts/test.mjs), so its build skips Next's check.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths a full-width or fractional image is offered at: a 412 px phone at 2.6x wants 1080, a 1440 px
    // desktop 1440; Next's default list also has 750, 1200, 2048 and 3840, which cost ~90 bytes of HTML each
    // on every such image and little sharpness (docs/performance.md).
    deviceSizes: [640, 828, 1080, 1440, 1920],
    // Media are served by Payload from our own origin; nothing is hot-linked.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/brand/**' }],
  },
  experimental: {
    // Next's own caches stay in memory, where they are bounded (cacheMaxMemorySize, 50 MB). On disk they
    // would grow with every distinct entry and outlive a database restored or reseeded while the server was
    // down. (cachedRead keeps its own bounded store: src/server/cache.ts.)
    isrFlushToDisk: false,
    // A route's code loads when it is first asked for, not all of them at start: loading every route (the
    // back-office's too) was 1.3–1.4 s of a start's 4–5 s of CPU; the first answer of a route waits up to
    // ~0.1 s more (/ on a fresh server: 0.73 and 0.88 s with the preload, 0.89 and 0.92 s without,
    // 2026-12-02; docs/testing.md). Each test server, and each restart of the crash test, starts quicker.
    preloadEntriesOnStart: false,
    // Turbopack keeps its work in .next/cache for the next build (a rebuild compiles in a third of the time),
    // at ~30 s of writing. A clean clone that builds once (.ci/run) has no next build: NEXT_BUILD_CACHE=off.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'idn-area-data', 'pino'],
  // The fixed security headers of a non-page answer on everything but pages and the back-office, whose
  // requests carry x-nonce: scripts/serve.mjs gives those their own headers with a fresh nonce before Next.js
  // sees them (under `next dev`, src/proxy.ts replaces these). Nothing else may carry x-nonce: serve.mjs
  // drops one a client sent.
  async headers() {
    return [
      {
        source: '/:path*',
        missing: [{ type: 'header', key: 'x-nonce' }],
        headers: Object.entries(answerHeaders()).map(([key, value]) => ({ key, value })),
      },
    ]
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers!

export default {
  ...withCms,
  headers: async () => clientHintsForBackOfficeOnly(await cmsHeaders()),
} satisfies NextConfig
