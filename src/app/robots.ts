import type { MetadataRoute } from 'next'

import { robotsDisallow } from '../../scripts/route-prefixes.mjs'
import { siteOrigin } from '@/server/seo/metadata'

export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
