import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Metadata in <head> for every client, not streamed for browsers only: crawlers see it whatever their
  // user agent, and the page cache (scripts/page-cache.mjs) can serve one copy of a page to all.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Media are served by Payload from our own origin; nothing is hot-linked.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/brand/**' }],
  },
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'idn-area-data'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
